import '../ui/base.css';
import { liveDetailsScreen } from '../screens/live/live-details.ts';
import { startScreen } from './start-screen.tsx';

startScreen(liveDetailsScreen);
