import { useCallback, useEffect, useRef, useState } from 'react';
import { WITNESS_PAGE_SIZE, type WitnessProjectPage } from './load-project-witness.ts';

/** Where the next page of projects stands: none asked, asking, failed, or none follows. */
export type MoreStatus = 'idle' | 'loading' | 'failed' | 'end';

/** Whether a page may follow `page`, `shown` projects being in so far: it was full, the total not reached. */
const mayFollow = (page: WitnessProjectPage, shown: number) =>
  page.records.length >= WITNESS_PAGE_SIZE && (page.total === undefined || shown < page.total);

/**
 * The witness projects page by page: the first as the page loaded it, each next one on `loadMore`
 * (加载更多; one at a time, a failure keeps what is shown and waits for the next tap). Leaving
 * cancels the page under way. Its own small hook, not the mobile site's list (site/use-paged-list):
 * sharing that would cut the site lists' chunk in two for their pages' first load.
 */
export function useMoreProjects(
  first: WitnessProjectPage,
  ask: (pageNum: number, signal: AbortSignal) => Promise<WitnessProjectPage>,
): { projects: WitnessProjectPage['records']; status: MoreStatus; loadMore: () => void } {
  const [pages, setPages] = useState([first]);
  const [standing, setStanding] = useState<'idle' | 'loading' | 'failed'>('idle');
  const underWay = useRef<AbortController | undefined>(undefined);
  useEffect(() => () => underWay.current?.abort(), []);

  const loadMore = useCallback(() => {
    if (underWay.current) return;
    const asking = new AbortController();
    underWay.current = asking;
    setStanding('loading');
    const settle = (next: WitnessProjectPage | undefined) => {
      if (asking.signal.aborted) return;
      underWay.current = undefined;
      if (next) setPages((shown) => [...shown, next]);
      setStanding(next ? 'idle' : 'failed');
    };
    ask(pages.length + 1, asking.signal).then(settle, () => settle(undefined));
  }, [ask, pages.length]);

  const projects = pages.flatMap((page) => page.records);
  const last = pages[pages.length - 1] ?? first;
  return { projects, status: mayFollow(last, projects.length) ? standing : 'end', loadMore };
}
