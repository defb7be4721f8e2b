import type { LiveStatus } from '../lib/live-status.ts';
import type { ShareDisplayMode } from '../lib/query.ts';
import type { Host } from '../platform/host.ts';

/** What the overlay knows; `host` is undefined while rendering on the server. */
export interface NavOverlayProps {
  host: Host | undefined;
  /** From `shareDisplay(search).mode` (R4.13–R4.15). */
  shareMode?: ShareDisplayMode | undefined;
  /** The app's status/navigation bar height in px (`navBarHeight` query), which the buttons sit below. */
  navBarHeight?: number | undefined;
  /** Whether the page has share parameters. */
  canShare: boolean;
  /** A live room to offer through the live button. */
  roomLiveId?: string | undefined;
  /** The room's status when known; a preview opens its details page (R4.07). */
  liveStatus?: LiveStatus | undefined;
}

/**
 * Which buttons show. In the app the overlay offers back and share (spec §2 back logic); with
 * showShare=1 (mode 0) the app's own bar already has back, so only share shows. The live button
 * shows wherever a live room is given.
 */
export function overlayButtons({ host, shareMode, canShare, roomLiveId }: NavOverlayProps): {
  back: boolean;
  share: boolean;
  live: boolean;
} {
  const app = host === 'app';
  return {
    back: app && shareMode !== 0,
    share: app && canShare,
    live: host !== undefined && Boolean(roomLiveId),
  };
}
