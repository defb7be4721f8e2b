import { useCallback, useSyncExternalStore } from 'react';
import type { LiveItem } from '../../schemas/index.ts';
import { useDataSources } from '../data-sources.tsx';
import { liveDetailStore } from './live-detail-store.ts';

const nothing = () => () => undefined;

/**
 * The live room's current state from `roomLive/detail`, asked after render and kept fresh by the
 * page's live store (./live-detail-store.ts). Undefined until the first answer, and on the server.
 */
export function useLiveDetail(roomLiveId: string | undefined): LiveItem | undefined {
  const store = liveDetailStore(useDataSources());
  const subscribe = useCallback(
    (listener: () => void) => (roomLiveId ? store.subscribe(roomLiveId, listener) : nothing()),
    [store, roomLiveId],
  );
  return useSyncExternalStore(
    subscribe,
    () => (roomLiveId ? store.get(roomLiveId) : undefined),
    () => undefined,
  );
}
