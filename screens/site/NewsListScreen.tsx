import { useCallback } from 'react';
import { useApi } from '../../api/use-api.tsx';
import type { ListedArticle } from '../../schemas/article-detail.ts';
import { LoadMore } from '../../ui/LoadMore.tsx';
import { StatusView } from '../../ui/StatusView.tsx';
import type { ScreenProps } from '../shared/screen.ts';
import type { ListPage } from './list-page.ts';
import { loadArticlePage } from './load-lists.ts';
import { ListHeader } from './ListHeader.tsx';
import { NewsRow } from './NewsRow.tsx';
import { usePagedList } from './use-paged-list.ts';
import './site-lists.css';

/** What /news shows at first: the first page, and the moment it loaded (relative times). */
export interface NewsListValue {
  first: ListPage<ListedArticle>;
  now: number;
}

/** /news: the articles newest first, page after page, to a visible end. */
export function NewsListScreen({ value }: ScreenProps<NewsListValue>) {
  const api = useApi();
  const load = useCallback(
    (pageIndex: number, signal: AbortSignal) => loadArticlePage(api, pageIndex, signal),
    [api],
  );
  const { items, status, loadMore } = usePagedList(value.first, load);
  return (
    <main className="bc-site-list">
      <ListHeader title="商业资讯" subtitle="老板们都在看的政策、行业与商业洞察" />
      {items.length === 0 && status === 'end' ? (
        <StatusView kind="empty" title="暂无资讯" message="新文章发布后会在这里展示" />
      ) : (
        <ul className="bc-site-list__panel bc-news-list" aria-label="资讯">
          {items.map((article, index) => (
            <li className="bc-news-list__item" key={`${article.articleId ?? ''}:${index}`}>
              <NewsRow article={article} now={value.now} />
            </li>
          ))}
        </ul>
      )}
      {items.length > 0 && <LoadMore status={status} onMore={loadMore} />}
    </main>
  );
}
