import '../ui/base.css';
import { userAgreementScreen } from '../screens/legal/user-agreement.ts';
import { startScreen } from './start-screen.tsx';

startScreen(userAgreementScreen);
