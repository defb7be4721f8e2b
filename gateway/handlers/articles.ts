import { chinaTime } from '../china-time.ts';
import type { GatewayContext } from '../context.ts';
import { fail, ok, type Answer, type CallRequest } from '../answer.ts';
import { field, integerOf, isRecord, textOf, type JsonRecord } from '../json.ts';
import type { Route } from '../route.ts';

/** At most this many section recommendations. */
const RECOMMENDATIONS = 6;
/** A topic's articles per page unless asked otherwise. */
const TOPIC_PAGE_SIZE = 10;

/** A stored article as the CMS answers it: a relative publish time becomes China time now. */
export function articleAnswer(body: string, context: GatewayContext): JsonRecord {
  const { publishedMinutesAgo, ...article } = JSON.parse(body) as JsonRecord;
  const minutes = integerOf(publishedMinutesAgo);
  return minutes === undefined
    ? article
    : { ...article, publishTime: chinaTime(context.now() - minutes * 60_000) };
}

/** An article as lists show it (spec §3 banner article): its cover as imgUrls. */
export function listedArticle(article: JsonRecord): JsonRecord {
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

function topicIdOf(call: CallRequest, name: string): number | undefined {
  return integerOf(call.query.get(name));
}

function topicRow(context: GatewayContext, id: number): { body: string } | undefined {
  return context.db.prepare('SELECT body FROM topics WHERE id = ?').get(id) as
    { body: string } | undefined;
}

/** A topic (spec §3): id, title, titleCustom, introduceCustom, coverImg, and how many articles it holds. */
function topicDetail(call: CallRequest, context: GatewayContext): Answer {
  const id = topicIdOf(call, 'id');
  if (id === undefined) return fail(400, '缺少 id');
  const row = topicRow(context, id);
  if (!row) return fail(404, `专题不存在: ${id}`);
  const { articleIds, ...topic } = JSON.parse(row.body) as JsonRecord;
  return ok({ ...topic, articleCount: Array.isArray(articleIds) ? articleIds.length : 0 });
}

/** A page of a topic's articles, in the topic's order, as lists show an article. */
function topicArticles(call: CallRequest, context: GatewayContext): Answer {
  const id = topicIdOf(call, 'themesId');
  if (id === undefined) return fail(400, '缺少 themesId');
  if (!topicRow(context, id)) return fail(404, `专题不存在: ${id}`);
  const pageIndex = Math.max(1, topicIdOf(call, 'pageIndex') ?? 1);
  const pageSize = Math.max(1, topicIdOf(call, 'pageSize') ?? TOPIC_PAGE_SIZE);
  const rows = context.db
    .prepare(
      `SELECT a.body FROM topic_articles t JOIN articles a ON a.article_id = t.article_id
       WHERE t.topic_id = ? ORDER BY t.sort`,
    )
    .all(id) as { body: string }[];
  const records = rows
    .slice((pageIndex - 1) * pageSize, pageIndex * pageSize)
    .map((row) => listedArticle(articleAnswer(row.body, context)));
  return ok({ records, total: rows.length, current: pageIndex, size: pageSize });
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

/** The article, topic and banner calls. */
export const articleRoutes: Route[] = [
  { name: 'articleH5DetailV1', handle: articleDetail },
  { name: 'articleSectionRecommendListV1', handle: sectionRecommendations },
  { name: 'themesDetailH5IdV1', handle: topicDetail },
  { name: 'articleThemesH5ListV1', handle: topicArticles },
  { name: 'bannerSelect', handle: bannerSelect },
];
