import '../ui/base.css';
import { shortVideoScreen } from '../screens/live/short-video.ts';
import { startScreen } from './start-screen.tsx';

startScreen(shortVideoScreen);
