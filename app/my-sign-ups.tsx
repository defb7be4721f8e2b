import '../ui/base.css';
import { mySignUpsScreen } from '../screens/meeting/my-sign-ups.ts';
import { startScreen } from './start-screen.tsx';

startScreen(mySignUpsScreen);
