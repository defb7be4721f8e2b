import '../ui/base.css';
import { unicornDetailScreen } from '../screens/project/unicorn-detail.ts';
import { startScreen } from './start-screen.tsx';

startScreen(unicornDetailScreen);
