import '../ui/base.css';
import { aboutScreen } from '../screens/about/about-screen.ts';
import { startScreen } from './start-screen.tsx';

startScreen(aboutScreen);
