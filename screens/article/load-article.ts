import type { ApiClient } from '../../api/client.ts';
import { mediaKindOf, type MediaKind } from '../../lib/media.ts';
import type { QueryParams } from '../../lib/query.ts';
import { checkLinkTarget } from '../../lib/url-safety.ts';
import type { ArticleDetail, ListedArticle } from '../../schemas/article-detail.ts';
import type { ProjectCardData } from '../../schemas/project-card.ts';
import type { Banner } from '../../schemas/banner.ts';
import type { SafeHtml } from '../../ui/safe-html.ts';
import { sanitizeHtml } from '../../ui/sanitize-html.ts';
import { missingId, optional, required } from '../shared/load.ts';

/** The banners above an article (R9.08: model articleAppTop, the first page of 10). */
export const ARTICLE_BANNERS = { model: 'articleAppTop', pageIndex: 1, pageSize: 10 } as const;

/** One medium of the article, as R4.18 shows it. */
export interface ArticleMedium {
  kind: MediaKind;
  url: string;
}

/** What articledetails and meiwen show. */
export interface ArticleValue {
  articleId: string;
  /** The article without its raw rich text, which never travels to the page. */
  article: Omit<ArticleDetail, 'content' | 'mediaList'>;
  content: SafeHtml;
  media: ArticleMedium[];
  banners: Banner[];
  recommendations: ListedArticle[];
  /** The 项目推荐 cards of the article's projectIdList (the project screens' block). */
  projects: ProjectCardData[];
  /** When it was loaded: the relative times are written as of then, the same on both sides. */
  loadedAt: number;
}

/** R4.18 media whose address may be shown: http(s), or relative to the storage base. */
function mediaOf(article: ArticleDetail): ArticleMedium[] {
  return (article.mediaList ?? []).flatMap(({ url }) => {
    const verdict = url ? checkLinkTarget(url, ['http:', 'https:']) : undefined;
    return verdict?.ok ? [{ kind: mediaKindOf(verdict.url), url: verdict.url }] : [];
  });
}

/**
 * Loads an article (`articleId`): the article itself (without it there is no page), and beside it
 * the banners, the section recommendations and the cards of its projects (projectIdList), which the
 * page shows without when they fail. The rich text is sanitized here, on the side that loads it.
 */
export async function loadArticle(
  api: ApiClient,
  query: QueryParams,
  signal?: AbortSignal,
): Promise<ArticleValue> {
  const { articleId } = query;
  if (!articleId) throw missingId('文章编号');
  const aborts = signal ? { signal } : {};
  const detailLoad = required(api, 'articleH5DetailV1', { query: { articleId }, ...aborts });
  const projectsLoad = detailLoad.then(({ projectIdList = [] }) =>
    projectIdList.length === 0
      ? []
      : optional(
          api,
          'bosscloudProjectQueryListByProjectIds',
          { query: { projectIdList: projectIdList.join(',') }, ...aborts },
          [],
        ),
  );
  const [detail, banners, recommendations, projects] = await Promise.all([
    detailLoad,
    optional(api, 'bannerSelect', { body: ARTICLE_BANNERS, ...aborts }, { records: [] }),
    optional(api, 'articleSectionRecommendListV1', { query: { articleId }, ...aborts }, []),
    projectsLoad,
  ]);
  const { content, mediaList: _media, ...article } = detail;
  return {
    articleId,
    article,
    content: await sanitizeHtml(content),
    media: mediaOf(detail),
    banners: banners.records ?? [],
    recommendations: recommendations.filter((item) => item.articleId !== articleId),
    projects,
    loadedAt: Date.now(),
  };
}
