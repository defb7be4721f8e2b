import { useEffect, useRef, useState } from 'react';
import './LoadMore.css';

/** Where a list's next page stands: nothing asked, asking, failed, or there is no more. */
export type LoadMoreStatus = 'idle' | 'loading' | 'failed' | 'end';

/** Props of the foot of a list that loads its next page as it scrolls into view. */
export interface LoadMoreProps {
  status: LoadMoreStatus;
  /** Asks for the next page; called when the foot comes into view while idle, and by 重试. */
  onMore: () => void;
  /** The visible end of the list. */
  endText?: string;
}

/** How far below the screen the foot counts as in view: the next page is asked a little early. */
const AHEAD = '0px 0px 320px 0px';

/**
 * The foot of a list: an IntersectionObserver sentinel that asks for the next page as the visitor
 * scrolls near it (again after each page while it stays in view), a spinner while asking, the
 * failure with 重试 (never retried on its own), and the visible end.
 */
export function LoadMore({ status, onMore, endText = '没有更多了' }: LoadMoreProps) {
  const foot = useRef<HTMLDivElement>(null);
  const [inView, setInView] = useState(false);

  useEffect(() => {
    const element = foot.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => setInView(entries.some((entry) => entry.isIntersecting)),
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (inView && status === 'idle') onMore();
  }, [inView, status, onMore]);

  return (
    <div ref={foot} className={`bc-load-more bc-load-more--${status}`} data-load-more={status}>
      <p className="bc-load-more__text" role="status" aria-live="polite">
        {status === 'loading' && (
          <>
            <span className="bc-load-more__spinner" aria-hidden="true" />
            加载中…
          </>
        )}
        {status === 'failed' && '加载失败'}
        {status === 'end' && endText}
      </p>
      {status === 'failed' && (
        <button type="button" className="bc-load-more__retry" onClick={onMore}>
          重试
        </button>
      )}
    </div>
  );
}
