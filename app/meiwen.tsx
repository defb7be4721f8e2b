import '../ui/base.css';
import { meiwenScreen } from '../screens/article/meiwen-screen.ts';
import { startScreen } from './start-screen.tsx';

startScreen(meiwenScreen);
