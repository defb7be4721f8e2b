import type { ScreenDefinition } from '../shared/screen.ts';
import { loadArticlePage } from './load-lists.ts';
import { ListSkeleton } from './ListSkeleton.tsx';
import { NewsListScreen, type NewsListValue } from './NewsListScreen.tsx';

/**
 * The mobile site's news list (spec §2 `/news`): the first page on the server, the next ones as the
 * visitor scrolls; an article opens it (on the site, `/news/{id}`). Times are relative to the
 * moment the first page loaded, the same on the server and after hydration.
 */
export const newsListScreen: ScreenDefinition<NewsListValue> = {
  name: 'news-list',
  html: 'news-list.html',
  label: '资讯列表',
  sitePaths: [{ path: '/news' }],
  params: [],
  load: async (api, _query, signal) => ({
    first: await loadArticlePage(api, 1, signal),
    now: Date.now(),
  }),
  title: () => '商业资讯',
  share: () => ({ title: '商业资讯 · 天九老板云', desc: '老板们都在看的政策、行业与商业洞察' }),
  Screen: NewsListScreen,
  Skeleton: ListSkeleton,
};
