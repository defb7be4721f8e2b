import '../ui/base.css';
import { conferenceListScreen } from '../screens/meeting/conference-list.ts';
import { startScreen } from './start-screen.tsx';

startScreen(conferenceListScreen);
