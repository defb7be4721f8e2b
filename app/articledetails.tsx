import '../ui/base.css';
import { articleScreen } from '../screens/article/article-screen.ts';
import { startScreen } from './start-screen.tsx';

startScreen(articleScreen);
