import '../ui/base.css';
import { specialScreen } from '../screens/special/special-screen.ts';
import { startScreen } from './start-screen.tsx';

startScreen(specialScreen);
