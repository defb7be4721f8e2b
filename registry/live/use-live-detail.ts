import { useEffect, useState } from 'react';
import type { LiveItem } from '../../schemas/index.ts';
import { useDataSources } from '../data-sources.tsx';

/** How often a live room's state is asked again while the page is visible. */
export const LIVE_REFRESH_MS = 30_000;

/**
 * The live room's current state from `roomLive/detail`, asked after render and again every 30 s
 * while the page is visible (at once when it becomes visible again). Undefined until the first
 * answer; a failed refresh keeps the last answer.
 */
export function useLiveDetail(roomLiveId: string | undefined): LiveItem | undefined {
  const sources = useDataSources();
  const [answer, setAnswer] = useState<{ roomLiveId: string; item: LiveItem }>();

  useEffect(() => {
    if (!roomLiveId) return;
    let request: AbortController | undefined;
    let timer: ReturnType<typeof setInterval> | undefined;
    const load = () => {
      request?.abort();
      const controller = new AbortController();
      request = controller;
      sources.liveDetail(roomLiveId, controller.signal).then(
        (item) => {
          if (!controller.signal.aborted) setAnswer({ roomLiveId, item });
        },
        () => undefined,
      );
    };
    const stop = () => {
      clearInterval(timer);
      timer = undefined;
    };
    const start = () => {
      stop();
      timer = setInterval(load, LIVE_REFRESH_MS);
    };
    const onVisibility = () => {
      if (document.visibilityState !== 'visible') return stop();
      load();
      start();
    };
    load();
    if (document.visibilityState === 'visible') start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      stop();
      request?.abort();
    };
  }, [roomLiveId, sources]);

  return answer?.roomLiveId === roomLiveId ? answer?.item : undefined;
}
