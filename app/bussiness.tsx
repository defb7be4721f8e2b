import '../ui/base.css';
import { bussinessScreen } from '../screens/business/bussiness.ts';
import { startScreen } from './start-screen.tsx';

startScreen(bussinessScreen);
