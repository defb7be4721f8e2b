import { useCallback, useState } from 'react';
import { useApi } from '../../api/use-api.tsx';
import { SUCCESS_CODE } from '../../lib/wire.ts';
import type { LiveRoom } from '../../schemas/live-room.ts';
import { useVisiblePolling } from '../../ui/use-visible-polling.ts';

/** How often the room's status is asked while its page is visible (slower after failures). */
export const ROOM_REFRESH_MS = 10_000;
/** The longest wait between two asks after failures. */
export const ROOM_REFRESH_MAX_MS = 120_000;

/**
 * The room as loaded, its status, replay flag and streams kept fresh by `roomLive/refreshDetailStatus`
 * while the page is visible (not while hidden; at once on coming back; backing off on failures).
 */
export function useRoomStatus(roomLiveId: string, loaded: LiveRoom): LiveRoom {
  const api = useApi();
  const [fresh, setFresh] = useState<{ base: LiveRoom; room: LiveRoom }>();
  const poll = useCallback(
    async (signal: AbortSignal) => {
      const answer = await api.call('roomLiveRefreshDetailStatus', {
        body: { roomLiveId },
        signal,
      });
      if (answer.code !== SUCCESS_CODE) throw new Error(answer.message);
      const { status, isReplay, liveUrl, replayUrl } = answer.data;
      const room: LiveRoom = {
        ...loaded,
        ...(status !== undefined ? { status } : {}),
        ...(isReplay !== undefined ? { isReplay } : {}),
        ...(liveUrl !== undefined ? { liveUrl } : {}),
        ...(replayUrl !== undefined ? { replayUrl } : {}),
      };
      setFresh({ base: loaded, room });
    },
    [api, roomLiveId, loaded],
  );
  useVisiblePolling(poll, { everyMs: ROOM_REFRESH_MS, maxMs: ROOM_REFRESH_MAX_MS });
  return fresh?.base === loaded ? fresh.room : loaded;
}
