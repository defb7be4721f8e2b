import type { ApiClient } from '../../api/client.ts';
import type { QueryParams } from '../../lib/query.ts';
import type { ListedArticle } from '../../schemas/article-detail.ts';
import type { TopicDetail } from '../../schemas/topic.ts';
import { missingId, required } from '../shared/load.ts';

/** A topic's articles per page (article/themes/h5/list/v1). */
export const TOPIC_PAGE_SIZE = 10;

/** What the special page shows: the topic, and the first page of its articles. */
export interface TopicValue {
  topicId: string;
  topic: TopicDetail;
  articles: ListedArticle[];
  /** How many articles the topic holds (more pages load on 加载更多). */
  total: number;
  /** When it was loaded: the relative times are written as of then, the same on both sides. */
  loadedAt: number;
}

/** One page of a topic's articles, checked at the edge of api/. */
export function loadTopicArticles(
  api: ApiClient,
  topicId: string,
  pageIndex: number,
  signal?: AbortSignal,
) {
  return required(api, 'articleThemesH5ListV1', {
    query: { themesId: topicId, pageIndex, pageSize: TOPIC_PAGE_SIZE },
    ...(signal ? { signal } : {}),
  });
}

/** Loads a topic (`id`): the topic and its first page of articles; the page needs both. */
export async function loadTopic(
  api: ApiClient,
  query: QueryParams,
  signal?: AbortSignal,
): Promise<TopicValue> {
  const topicId = query.id;
  if (!topicId) throw missingId('专题编号');
  const [topic, page] = await Promise.all([
    required(api, 'themesDetailH5IdV1', { query: { id: topicId }, ...(signal ? { signal } : {}) }),
    loadTopicArticles(api, topicId, 1, signal),
  ]);
  const articles = page.records ?? [];
  return {
    topicId,
    topic,
    articles,
    total: Math.max(page.total ?? articles.length, articles.length),
    loadedAt: Date.now(),
  };
}
