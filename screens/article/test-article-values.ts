import articles from '../../fixtures/gateway/articles.json';
import banners from '../../fixtures/gateway/banners.json';
import projects from '../../fixtures/gateway/projects.json';
import { mediaKindOf } from '../../lib/media.ts';
import type { ArticleDetail, ListedArticle } from '../../schemas/article-detail.ts';
import type { Banner } from '../../schemas/banner.ts';
import type { ProjectCardData } from '../../schemas/project-card.ts';
import { createHtmlPurifier } from '../../ui/html-purifier.ts';
import type { ArticleValue } from './load-article.ts';

/** 2025-06-01 12:00:00 in China: the moment the fixture articles are shown at. */
export const FIXTURE_NOW = Date.UTC(2025, 5, 1, 4, 0, 0);

type FixtureArticle = (typeof articles.articles)[number] & { publishedMinutesAgo?: number };

function chinaTime(ms: number): string {
  return new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

function detail(entry: FixtureArticle): ArticleDetail {
  const { publishedMinutesAgo, articleId, sectionList, projectIdList, ...rest } = entry;
  return {
    ...rest,
    articleId: String(articleId),
    sectionList: sectionList.map(({ id, name }) => ({ id: String(id), name })),
    ...(projectIdList ? { projectIdList: projectIdList.map(String) } : {}),
    ...(publishedMinutesAgo === undefined
      ? {}
      : { publishTime: chinaTime(FIXTURE_NOW - publishedMinutesAgo * 60_000) }),
  };
}

/** The fixture banners of articleAppTop, as banner/select answers them. */
export const FIXTURE_BANNERS: Banner[] = banners.banners.map(
  ({ model: _model, id, ...banner }) => ({
    ...banner,
    id: String(id),
  }),
);

function listed(entry: ArticleDetail): ListedArticle {
  return {
    ...(entry.articleId ? { articleId: entry.articleId } : {}),
    ...(entry.title ? { title: entry.title } : {}),
    imgUrls: entry.coverImg ? [entry.coverImg] : [],
    ...(entry.source ? { source: entry.source } : {}),
    ...(entry.publishTime ? { publishTime: entry.publishTime } : {}),
  };
}

/** A fixture project as the 项目推荐 card the gateway answers for it (docs/local-gateway.md). */
function projectCard(id: string): ProjectCardData[] {
  const project = projects.projects.find((entry) => String(entry.id) === id);
  if (!project) return [];
  return [
    {
      projectId: String(project.id),
      projectName: project.title,
      projectDesc: project.introduce,
      ...(project.projectInvestmentUnit
        ? { projectInvestmentUnit: project.projectInvestmentUnit }
        : {}),
      ...(project.projectInvestmentMinDecimalFormat
        ? { projectInvestmentMinDecimalFormat: project.projectInvestmentMinDecimalFormat }
        : {}),
      ...(project.projectInvestmentMaxDecimalFormat
        ? { projectInvestmentMaxDecimalFormat: project.projectInvestmentMaxDecimalFormat }
        : {}),
      intentionNum: project.intentionNumTotal,
      marketTag: project.marketTag,
      ...(project.meetingIndexCoverUrl
        ? { meetingIndexCoverUrl: project.meetingIndexCoverUrl }
        : {}),
    },
  ];
}

/**
 * What the article screen shows for a fixture article (fixtures/gateway/articles.json), as the
 * loader makes it, sanitized with this DOM's window; `overrides` replace fields. For component
 * tests (jsdom) and stories (the browser).
 */
export function fixtureArticleValue(
  articleId: number,
  overrides: Partial<ArticleValue> = {},
): ArticleValue {
  const entry = articles.articles.find((article) => article.articleId === articleId);
  if (!entry) throw new Error(`no fixture article ${articleId}`);
  const { content, mediaList, ...article } = detail(entry);
  const others = articles.articles
    .map(detail)
    .filter((other) => other.articleId !== article.articleId);
  return {
    articleId: String(articleId),
    article,
    content: createHtmlPurifier(window)(content ?? ''),
    media: (mediaList ?? []).flatMap(({ url }) =>
      url && !url.startsWith('javascript:') ? [{ kind: mediaKindOf(url), url }] : [],
    ),
    banners: FIXTURE_BANNERS,
    recommendations: others.slice(0, 3).map(listed),
    projects: (article.projectIdList ?? []).flatMap(projectCard),
    loadedAt: FIXTURE_NOW,
    ...overrides,
  };
}
