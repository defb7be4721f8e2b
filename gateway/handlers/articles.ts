import { chinaTime } from '../china-time.ts';
import type { GatewayContext } from '../context.ts';
import { fail, ok, type Answer, type CallRequest } from '../answer.ts';
import { field, integerOf, isRecord, textOf, type JsonRecord } from '../json.ts';
import type { Route } from '../route.ts';

/** At most this many section recommendations. */
const RECOMMENDATIONS = 6;

/** A stored article as the CMS answers it: a relative publish time becomes China time now. */
function articleAnswer(body: string, context: GatewayContext): JsonRecord {
  const { publishedMinutesAgo, ...article } = JSON.parse(body) as JsonRecord;
  const minutes = integerOf(publishedMinutesAgo);
  return minutes === undefined
    ? article
    : { ...article, publishTime: chinaTime(context.now() - minutes * 60_000) };
}

/** An article as lists show it (spec §3 banner article): its cover as imgUrls. */
function listedArticle(article: JsonRecord): JsonRecord {
  const cover = textOf(article.coverImg);
  return {
    articleId: article.articleId,
    title: article.title,
    imgUrls: cover === undefined ? [] : [cover],
    sectionList: article.sectionList ?? [],
    source: article.source,
    publishTime: article.publishTime,
  };
}

function allArticles(context: GatewayContext): JsonRecord[] {
  const rows = context.db.prepare('SELECT body FROM articles ORDER BY sort').all() as {
    body: string;
  }[];
  return rows.map((row) => articleAnswer(row.body, context));
}

function articleIdOf(call: CallRequest): number | undefined {
  return integerOf(call.query.get('articleId'));
}

function articleDetail(call: CallRequest, context: GatewayContext): Answer {
  const articleId = articleIdOf(call);
  if (articleId === undefined) return fail(400, '缺少 articleId');
  const row = context.db
    .prepare('SELECT body FROM articles WHERE article_id = ?')
    .get(articleId) as { body: string } | undefined;
  return row ? ok(articleAnswer(row.body, context)) : fail(404, `文章不存在: ${articleId}`);
}

function sectionIds(article: JsonRecord): Set<string> {
  const list = Array.isArray(article.sectionList) ? article.sectionList : [];
  return new Set(
    list.map((section) => textOf(field(section, 'id'))).filter((id) => id !== undefined),
  );
}

/** The other articles sharing a section with this one, in the fixture's order. */
function sectionRecommendations(call: CallRequest, context: GatewayContext): Answer {
  const articleId = articleIdOf(call);
  if (articleId === undefined) return fail(400, '缺少 articleId');
  const articles = allArticles(context);
  const current = articles.find((article) => integerOf(article.articleId) === articleId);
  if (!current) return fail(404, `文章不存在: ${articleId}`);
  const sections = sectionIds(current);
  const related = articles.filter(
    (article) =>
      article !== current && [...sectionIds(article)].some((section) => sections.has(section)),
  );
  return ok(related.slice(0, RECOMMENDATIONS).map(listedArticle));
}

function bannerSelect(call: CallRequest, context: GatewayContext): Answer {
  const model = textOf(field(call.body, 'model')) ?? '';
  const pageIndex = Math.max(1, integerOf(field(call.body, 'pageIndex')) ?? 1);
  const pageSize = Math.max(1, integerOf(field(call.body, 'pageSize')) ?? 10);
  const rows = context.db
    .prepare('SELECT body FROM banners WHERE model = ? ORDER BY sort')
    .all(model) as { body: string }[];
  const banners = rows.map((row) => JSON.parse(row.body) as unknown).filter(isRecord);
  const records = banners
    .slice((pageIndex - 1) * pageSize, pageIndex * pageSize)
    .map(({ model: _model, ...banner }) => banner);
  return ok({ records, total: banners.length, current: pageIndex, size: pageSize });
}

/** The article and banner calls. */
export const articleRoutes: Route[] = [
  { name: 'articleH5DetailV1', handle: articleDetail },
  { name: 'articleSectionRecommendListV1', handle: sectionRecommendations },
  { name: 'bannerSelect', handle: bannerSelect },
];
