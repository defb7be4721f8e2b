import type { ScreenDefinition } from '../shared/screen.ts';
import { playerSources } from './ArticleMedia.tsx';
import { ArticleScreen, UNTITLED_ARTICLE } from './ArticleScreen.tsx';
import { ArticleSkeleton } from './ArticleSkeleton.tsx';
import { loadArticle, type ArticleValue } from './load-article.ts';

/**
 * articledetails (`articleId`), also the mobile site's `/news/{id}` (spec §2): an article with its
 * banners and recommendations. Its share card is the article's title, summary (or source) and cover.
 */
export const articleScreen: ScreenDefinition<ArticleValue> = {
  name: 'articledetails',
  html: 'articledetails.html',
  label: '文章详情',
  sitePaths: [{ path: '/news/:id', param: 'articleId' }],
  params: ['articleId'],
  load: loadArticle,
  title: ({ article }) => article.title?.trim() || UNTITLED_ARTICLE,
  share: ({ article }) => {
    const desc = article.summary?.trim() || article.source?.trim();
    return {
      title: article.title?.trim() || UNTITLED_ARTICLE,
      ...(desc ? { desc } : {}),
      ...(article.coverImg ? { image: article.coverImg } : {}),
    };
  },
  pageView: () => ({}),
  preload: ({ media }) => playerSources(media),
  Screen: ArticleScreen,
  Skeleton: ArticleSkeleton,
};
