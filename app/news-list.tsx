import '../ui/base.css';
import { newsListScreen } from '../screens/site/news-list.ts';
import { startScreen } from './start-screen.tsx';

startScreen(newsListScreen);
