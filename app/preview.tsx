import '../ui/base.css';
import { previewScreen } from './preview/preview-screen.ts';
import { startScreen } from './start-screen.tsx';

startScreen(previewScreen);
