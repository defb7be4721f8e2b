import '../ui/base.css';
import { downloadScreen } from '../screens/download/download.ts';
import { startScreen } from './start-screen.tsx';

startScreen(downloadScreen);
