import type { LiveItem } from '../../schemas/index.ts';
import type { DataSources } from '../data-sources.tsx';

/** How often a live room's state is asked again while the page is visible. */
export const LIVE_REFRESH_MS = 30_000;

interface Room {
  item: LiveItem | undefined;
  listeners: Set<() => void>;
  request: AbortController | undefined;
}

/** The live rooms a page shows, each asked once however many cards show it. */
export interface LiveDetailStore {
  subscribe(roomLiveId: string, listener: () => void): () => void;
  get(roomLiveId: string): LiveItem | undefined;
}

/**
 * One store per page's data sources: a room is asked when its first card mounts, then every 30 s
 * for all rooms together on one timer while the page is visible (at once when it becomes visible
 * again), and forgotten when its last card leaves. A failed refresh keeps the last answer.
 */
function createStore(sources: DataSources): LiveDetailStore {
  const rooms = new Map<string, Room>();
  let timer: ReturnType<typeof setInterval> | undefined;

  const load = (roomLiveId: string, room: Room) => {
    room.request?.abort();
    const controller = new AbortController();
    room.request = controller;
    sources.liveDetail(roomLiveId, controller.signal).then(
      (item) => {
        if (controller.signal.aborted) return;
        room.item = item;
        room.listeners.forEach((listener) => listener());
      },
      () => undefined,
    );
  };
  const loadAll = () => rooms.forEach((room, roomLiveId) => load(roomLiveId, room));
  const stop = () => {
    clearInterval(timer);
    timer = undefined;
  };
  const start = () => {
    stop();
    if (document.visibilityState === 'visible') timer = setInterval(loadAll, LIVE_REFRESH_MS);
  };
  const onVisibility = () => {
    if (document.visibilityState !== 'visible') return stop();
    loadAll();
    start();
  };

  return {
    subscribe(roomLiveId, listener) {
      let room = rooms.get(roomLiveId);
      if (!room) {
        room = { item: undefined, listeners: new Set(), request: undefined };
        rooms.set(roomLiveId, room);
        if (rooms.size === 1) {
          document.addEventListener('visibilitychange', onVisibility);
          start();
        }
        load(roomLiveId, room);
      }
      const joined = room;
      joined.listeners.add(listener);
      return () => {
        joined.listeners.delete(listener);
        if (joined.listeners.size > 0) return;
        joined.request?.abort();
        rooms.delete(roomLiveId);
        if (rooms.size > 0) return;
        document.removeEventListener('visibilitychange', onVisibility);
        stop();
      };
    },
    get: (roomLiveId) => rooms.get(roomLiveId)?.item,
  };
}

const stores = new WeakMap<DataSources, LiveDetailStore>();

/** The live-room store of these data sources (one per page). */
export function liveDetailStore(sources: DataSources): LiveDetailStore {
  let store = stores.get(sources);
  if (!store) {
    store = createStore(sources);
    stores.set(sources, store);
  }
  return store;
}
