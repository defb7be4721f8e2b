import '../ui/base.css';
import { prizeDrawScreen } from '../screens/campaign/prize-draw.ts';
import { startScreen } from './start-screen.tsx';

startScreen(prizeDrawScreen);
