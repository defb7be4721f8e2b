import '../ui/base.css';
import { liveRoomScreen } from '../screens/live/live-room.ts';
import { startScreen } from './start-screen.tsx';

startScreen(liveRoomScreen);
