import { durationParts, twoDigits } from '../../lib/duration.ts';

/** A countdown as the visitor reads it: 距开始 2天 03:04:05 (days only when there are some). */
export function CountdownText({ label, left }: { label: string; left: number }) {
  const { days, hours, minutes, seconds } = durationParts(left);
  return (
    <p className="bc-campaign__countdown" role="timer" aria-live="off">
      {label}
      <span className="bc-campaign__clock">
        {days > 0 ? `${days}天 ` : ''}
        {twoDigits(hours)}:{twoDigits(minutes)}:{twoDigits(seconds)}
      </span>
    </p>
  );
}
