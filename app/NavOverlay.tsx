import { useAction } from '../actions/use-action.tsx';
import { overlayButtons, type NavOverlayProps } from './nav-overlay-buttons.ts';

/**
 * The fixed back / share overlay of the app, and the live button. Taps go to the action engine.
 * Loaded only on a page that shows one of them (./PageFrame.tsx): most visits show none.
 */
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
