import type { GatewayContext } from '../context.ts';
import { ok, type Answer, type CallRequest } from '../answer.ts';
import { integerOf, isRecord, textOf, type JsonRecord } from '../json.ts';
import type { Route } from '../route.ts';
import { articleAnswer, listedArticle } from './articles.ts';
import { cardOf } from './projects.ts';

/** Ids from 9000 up are test articles (hostile markup): opened by id, never listed. */
const TEST_IDS = 9000;
const MAX_PAGE_SIZE = 50;

/** The page asked for: `pageIndex` from 1, `pageSize` 1–50 (10 when absent). */
function pageOf(call: CallRequest): { current: number; size: number } {
  const current = Math.max(1, integerOf(call.query.get('pageIndex')) ?? 1);
  const size = Math.min(MAX_PAGE_SIZE, Math.max(1, integerOf(call.query.get('pageSize')) ?? 10));
  return { current, size };
}

/** One page of a list, as banner/select answers its pages. */
function paged(call: CallRequest, all: readonly JsonRecord[]): Answer {
  const { current, size } = pageOf(call);
  const records = all.slice((current - 1) * size, current * size);
  return ok({ records, total: all.length, current, size });
}

/** activeProject/queryProjects: every project as a card, in the fixtures' order. */
function queryProjects(call: CallRequest, context: GatewayContext): Answer {
  const rows = context.db.prepare('SELECT body FROM projects ORDER BY sort').all() as {
    body: string;
  }[];
  const projects = rows.map((row) => JSON.parse(row.body) as unknown).filter(isRecord);
  return paged(call, projects.map(cardOf));
}

/** article/page/list/h5/v1: every article but the test ones, newest first. */
function articlePage(call: CallRequest, context: GatewayContext): Answer {
  const rows = context.db
    .prepare('SELECT body FROM articles WHERE article_id < ? ORDER BY sort')
    .all(TEST_IDS) as { body: string }[];
  const articles = rows
    .map((row) => articleAnswer(row.body, context))
    .sort((a, b) => (textOf(b.publishTime) ?? '').localeCompare(textOf(a.publishTime) ?? ''));
  return paged(call, articles.map(listedArticle));
}

/** The mobile site's lists (/project, /news). */
export const siteListRoutes: Route[] = [
  { name: 'activeProjectQueryProjects', handle: queryProjects },
  { name: 'articlePageListH5V1', handle: articlePage },
];
