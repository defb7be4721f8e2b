import { durationParts, twoDigits } from '../../lib/duration.ts';
import { picture } from '../../ui/Picture.tsx';
import '../../registry/video/Video.css';

/** The countdown's text: days when a day or more away, then hours, minutes and seconds. */
export function countdownText(milliseconds: number): string {
  const { days, hours, minutes, seconds } = durationParts(milliseconds);
  const clock = `${twoDigits(hours)}:${twoDigits(minutes)}:${twoDigits(seconds)}`;
  return days > 0 ? `${days}天 ${clock}` : clock;
}

/**
 * The preview's stage: its cover with the countdown to the start on the server's clock, or, once it
 * started or ended, what happened (the button below leads into the room). `left` is null before the
 * first check (the server's HTML, hydration) and when the start time is unknown: the start alone.
 */
export function PreviewStage({
  cover,
  start,
  left,
  message,
}: {
  cover: string | undefined;
  /** The start as the page writes it ('MM月DD日 HH:mm'), '' when unknown. */
  start: string;
  left: number | null;
  /** What happened instead of the countdown (started, ended); '' while counting down. */
  message: string;
}) {
  return (
    <div className="bc-video__stage bc-live-stage">
      {picture({
        className: 'bc-video__poster',
        src: cover ?? '',
        alt: '',
        ratio: 16 / 9,
        sizes: 'full',
      })}
      {message ? (
        <p className="bc-live-stage__message" role="status">
          {message}
        </p>
      ) : (
        <div className="bc-live-countdown" role="timer" aria-live="off">
          <span className="bc-live-countdown__label">{start ? `${start} 开播` : '直播未开始'}</span>
          {left !== null && left > 0 && (
            <span className="bc-live-countdown__clock">
              <span className="bc-live-countdown__hint">距开播</span>
              <time className="bc-live-countdown__time">{countdownText(left)}</time>
            </span>
          )}
        </div>
      )}
    </div>
  );
}
