import { useAction } from '../actions/use-action.tsx';
import type { LiveStatus } from '../lib/live-status.ts';
import type { ShareDisplayMode } from '../lib/query.ts';
import type { Host } from '../platform/host.ts';
import './NavOverlay.css';

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

/** The fixed back / share overlay of the app, and the live button. Taps go to the action engine. */
export function NavOverlay(props: NavOverlayProps) {
  const dispatch = useAction();
  const buttons = overlayButtons(props);
  if (!buttons.back && !buttons.share && !buttons.live) return null;
  const top =
    props.shareMode === 1 && props.navBarHeight
      ? { top: `calc(var(--bc-safe-top) + ${props.navBarHeight}px)` }
      : undefined;
  return (
    <>
      {(buttons.back || buttons.share) && (
        <nav className="bc-nav-overlay" style={top} aria-label="页面导航" data-chrome="nav-overlay">
          {buttons.back && (
            <button
              type="button"
              className="bc-nav-overlay__button"
              aria-label="返回"
              data-action="back"
              onClick={() => void dispatch({ kind: 'back' })}
            >
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path
                  d="M15 5l-7 7 7 7"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            </button>
          )}
          {buttons.share && (
            <button
              type="button"
              className="bc-nav-overlay__button bc-nav-overlay__button--end"
              aria-label="分享"
              data-action="share"
              onClick={() => void dispatch({ kind: 'share' })}
            >
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path
                  d="M12 15V4M8 8l4-4 4 4M6 12v6.5A1.5 1.5 0 0 0 7.5 20h9a1.5 1.5 0 0 0 1.5-1.5V12"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            </button>
          )}
        </nav>
      )}
      {buttons.live && props.roomLiveId && (
        <button
          type="button"
          className="bc-live-button"
          aria-label="进入直播间"
          data-action="live"
          onClick={() =>
            void dispatch({
              kind: 'liveTap',
              roomLiveId: props.roomLiveId ?? '',
              status: props.liveStatus,
            })
          }
        >
          <span className="bc-live-button__dot" aria-hidden="true" />
          直播
        </button>
      )}
    </>
  );
}
