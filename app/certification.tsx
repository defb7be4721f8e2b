import '../ui/base.css';
import { certificationScreen } from '../screens/certification/certification-screen.ts';
import { startScreen } from './start-screen.tsx';

startScreen(certificationScreen);
