import type { ApiClient } from '../../api/client.ts';
import type { QueryParams } from '../../lib/query.ts';
import type { Product } from '../../schemas/index.ts';
import type { LiveRoom } from '../../schemas/live-room.ts';
import type { SafeHtml } from '../../ui/safe-html.ts';
import { sanitizeHtml } from '../../ui/sanitize-html.ts';
import { missingId, optional, required } from '../shared/load.ts';

/** What live-room shows. */
export interface LiveRoomPage {
  roomLiveId: string;
  /** The room as `roomLive/detail` answered (status, times, cover, projects, streams). */
  room: LiveRoom;
  /** The CMS's introduction, sanitized where it was loaded; '' when none or the call failed. */
  introduce: SafeHtml;
  /** The room's products; empty when none or the call failed. */
  products: Product[];
}

/**
 * live-room's data: the room (the page cannot do without it: an unknown room is the server's 404
 * and its message) and, beside it, the CMS's page of the room and then its products, which the
 * page shows without when they fail.
 */
export async function loadLiveRoom(
  api: ApiClient,
  query: QueryParams,
  signal?: AbortSignal,
): Promise<LiveRoomPage> {
  const roomLiveId = query.roomLiveId;
  if (roomLiveId === undefined) throw missingId('直播间编号');
  const aborts = signal ? { signal } : {};
  const room = required(api, 'roomLiveDetail', { body: { roomLiveId }, ...aborts });
  const page = optional(
    api,
    'cmsRoomLiveH5RoomLiveDetail',
    { params: { roomLiveId }, ...aborts },
    null,
  );
  const detail = await room;
  const cms = await page;
  const productIds = cms?.productIds ?? [];
  const products =
    productIds.length === 0
      ? []
      : await optional(
          api,
          'roomLiveProductListProductsByIds',
          { body: { productIds }, ...aborts },
          [],
        );
  return { roomLiveId, room: detail, introduce: await sanitizeHtml(cms?.introduce), products };
}
