import '../ui/base.css';
import { toastIfRenderedFailed } from '../screens/vip/failure-toast.ts';
import { vipScreen } from '../screens/vip/vip-screen.ts';
import { ROUTE_DATA_ID } from './route.ts';
import { startScreen } from './start-screen.tsx';

const inlined = document.getElementById(ROUTE_DATA_ID)?.textContent;
startScreen(vipScreen);
toastIfRenderedFailed(inlined);
