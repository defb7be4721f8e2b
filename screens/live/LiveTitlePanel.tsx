import type { ReactNode } from 'react';
import { LIVE_STATUS } from '../../lib/live-status.ts';
import type { LiveDisplayStatus } from '../../registry/live/live-status.ts';

/** The panel's button: its text, whether it can be tapped, and what a tap does. */
export interface LiveButton {
  label: string;
  disabled: boolean;
  onClick: () => void;
}

/**
 * The title panel of the live pages: the status badge (the live card's, R4.07) running with the
 * title, then what the page says about the time and the status button.
 */
export function LiveTitlePanel({
  title,
  status,
  badge,
  time,
  button,
}: {
  title: string;
  status: LiveDisplayStatus | undefined;
  badge: string;
  /** The start, and anything said beside it; nothing when unknown. */
  time: ReactNode;
  button: LiveButton;
}) {
  const live = status === LIVE_STATUS.live || status === LIVE_STATUS.alsoLive;
  return (
    <section className="bc-live-room__panel" aria-labelledby="bc-live-room-title">
      <h1 className="bc-live-room__title" id="bc-live-room-title">
        {badge && (
          <span
            className={live ? 'bc-live__badge bc-live__badge--live' : 'bc-live__badge'}
            data-status={status ?? 'unknown'}
          >
            {live && <span className="bc-live__pulse" aria-hidden="true" />}
            {badge}
          </span>
        )}
        {title}
      </h1>
      <div className="bc-live-room__footer">
        <span className="bc-live-room__time">{time}</span>
        <button
          type="button"
          className={`bc-live__button bc-live__button--${status ?? 'unknown'}`}
          disabled={button.disabled}
          onClick={button.onClick}
        >
          {button.label}
        </button>
      </div>
    </section>
  );
}
