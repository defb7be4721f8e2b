import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { LoadMoreStatus } from '../../ui/LoadMore.tsx';
import type { ListPage } from './list-page.ts';

/**
 * A list's pages: the first as the screen loaded it (on the server, or in the browser), then each
 * next one on `loadMore` (one at a time; a failure keeps what is shown and waits for 重试). Leaving
 * cancels the page under way.
 */
export function usePagedList<Item>(
  first: ListPage<Item>,
  loadPage: (pageIndex: number, signal: AbortSignal) => Promise<ListPage<Item>>,
): { items: Item[]; total: number | undefined; status: LoadMoreStatus; loadMore: () => void } {
  const [pages, setPages] = useState([first]);
  const [asking, setAsking] = useState<'idle' | 'loading' | 'failed'>('idle');
  const underWay = useRef<AbortController | null>(null);
  const last = pages[pages.length - 1] ?? first;

  const loadMore = useCallback(() => {
    if (!last.more || underWay.current) return;
    const controller = new AbortController();
    underWay.current = controller;
    setAsking('loading');
    loadPage(last.pageIndex + 1, controller.signal).then(
      (page) => {
        if (controller.signal.aborted) return;
        underWay.current = null;
        setPages((shown) => [...shown, page]);
        setAsking('idle');
      },
      () => {
        if (controller.signal.aborted) return;
        underWay.current = null;
        setAsking('failed');
      },
    );
  }, [last, loadPage]);

  useEffect(() => () => underWay.current?.abort(), []);

  const items = useMemo(() => pages.flatMap((page) => page.items), [pages]);
  return { items, total: first.total, status: last.more ? asking : 'end', loadMore };
}
