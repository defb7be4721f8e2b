import '../ui/base.css';
import { projectListScreen } from '../screens/site/project-list.ts';
import { startScreen } from './start-screen.tsx';

startScreen(projectListScreen);
