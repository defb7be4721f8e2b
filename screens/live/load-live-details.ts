import type { ApiClient } from '../../api/client.ts';
import type { QueryParams } from '../../lib/query.ts';
import type { LivePreview } from '../../schemas/live-room.ts';
import type { SafeHtml } from '../../ui/safe-html.ts';
import { sanitizeHtml } from '../../ui/sanitize-html.ts';
import { missingId, required } from '../shared/load.ts';

/** What live-details shows: a live before it starts (or after, when the visitor comes late). */
export interface LiveDetailsPage {
  roomLiveId: string;
  /** The preview as `roomLivePreview/detailInfo` answered (the room, its start, its reservations). */
  preview: LivePreview;
  /** Its introduction, sanitized where it was loaded; '' when none. */
  introduce: SafeHtml;
}

/**
 * live-details' data: the preview (the page cannot do without it: an unknown room is the server's
 * 404 and its message). Whether this visitor has reserved is personal: it is asked after hydration.
 */
export async function loadLiveDetails(
  api: ApiClient,
  query: QueryParams,
  signal?: AbortSignal,
): Promise<LiveDetailsPage> {
  const roomLiveId = query.roomLiveId;
  if (roomLiveId === undefined) throw missingId('直播间编号');
  const preview = await required(api, 'roomLivePreviewDetailInfo', {
    body: { roomLiveId },
    ...(signal ? { signal } : {}),
  });
  return { roomLiveId, preview, introduce: await sanitizeHtml(preview.introduce) };
}
