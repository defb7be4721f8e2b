import type { ScreenDefinition } from '../shared/screen.ts';
import { articleScreen } from './article-screen.ts';
import type { ArticleValue } from './load-article.ts';

/** meiwen (`articleId`, spec §2): the same article screen under the app's other page name. */
export const meiwenScreen: ScreenDefinition<ArticleValue> = {
  ...articleScreen,
  name: 'meiwen',
  html: 'meiwen.html',
  label: '美文',
  sitePaths: [],
};
