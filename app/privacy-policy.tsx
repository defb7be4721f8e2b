import '../ui/base.css';
import { privacyPolicyScreen } from '../screens/legal/privacy-policy.ts';
import { startScreen } from './start-screen.tsx';

startScreen(privacyPolicyScreen);
