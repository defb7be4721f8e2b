import { useCallback, useState } from 'react';
import { useApi } from '../../api/use-api.tsx';
import type { ListedArticle } from '../../schemas/article-detail.ts';
import { loadTopicArticles } from './load-topic.ts';

/** The topic's articles shown so far, and how the next page is coming. */
export interface MoreArticles {
  articles: ListedArticle[];
  status: 'idle' | 'loading' | 'failed';
  /** Whether the topic holds articles not shown yet. */
  hasMore: boolean;
  more: () => void;
}

/**
 * A topic's articles beyond the first page: `more` loads the next page (article/themes/h5/list/v1)
 * and adds it; a failure keeps what is shown and lets the visitor ask again. Starts with what the
 * server rendered, so hydration changes nothing.
 */
export function useMoreArticles(
  topicId: string,
  first: ListedArticle[],
  total: number,
): MoreArticles {
  const api = useApi();
  const [state, setState] = useState({
    articles: first,
    pages: 1,
    status: 'idle' as MoreArticles['status'],
    ended: first.length >= total,
  });
  const more = useCallback(() => {
    setState((current) => ({ ...current, status: 'loading' }));
    loadTopicArticles(api, topicId, state.pages + 1).then(
      (page) => {
        const records = page.records ?? [];
        setState((current) => {
          const articles = [...current.articles, ...records];
          return {
            articles,
            pages: current.pages + 1,
            status: 'idle',
            ended: records.length === 0 || articles.length >= (page.total ?? total),
          };
        });
      },
      () => setState((current) => ({ ...current, status: 'failed' })),
    );
  }, [api, topicId, total, state.pages]);
  return { articles: state.articles, status: state.status, hasMore: !state.ended, more };
}
