import '../ui/base.css';
import { meetingSignUpScreen } from '../screens/meeting/unicorn-meeting-signup.ts';
import { startScreen } from './start-screen.tsx';

startScreen(meetingSignUpScreen);
