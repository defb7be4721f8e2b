import '../ui/base.css';
import { campaignScreen } from '../screens/campaign/campaign-screen.ts';
import { startScreen } from './start-screen.tsx';

startScreen(campaignScreen);
