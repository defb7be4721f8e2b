import { useRef } from 'react';
import { useRotation } from '../../ui/use-rotation.ts';
import { atmosphereLines, type AtmosphereValue } from './atmosphere.ts';

/** Where a line stands in the rotation: drawn, just gone up, or waiting below. */
function placeOf(at: number, index: number, count: number): 'now' | 'gone' | 'next' {
  if (at === index) return 'now';
  return at === (index + count - 1) % count ? 'gone' : 'next';
}

/**
 * The list's atmosphere (docs/conference.md): one line at a time, `王** 刚刚预约了《…》`, moving up
 * gently in a box of one line's height, so nothing below it moves. Every line is in the list for a
 * screen reader; the rotation changes only which one is drawn, so it is not announced. 暂停滚动
 * stops it (reduced motion: stopped until started). Its own chunk (LazyAtmosphere.tsx).
 */
export default function Atmosphere({ atmosphere }: { atmosphere: AtmosphereValue }) {
  const lines = atmosphereLines(atmosphere.lines, atmosphere.at);
  const box = useRef<HTMLElement>(null);
  const { index, paused, togglePaused } = useRotation(lines.length, box);
  if (lines.length === 0) return null;
  return (
    <section ref={box} className="bc-atmosphere" aria-label="会议动态">
      <ul className="bc-atmosphere__lines" aria-live="polite">
        {lines.map((line, at) => (
          <li
            key={at}
            className="bc-atmosphere__line"
            data-place={placeOf(at, index, lines.length)}
          >
            <b>{line.name}</b> {line.deed}
          </li>
        ))}
      </ul>
      {lines.length > 1 && (
        <button
          type="button"
          className="bc-atmosphere__pause"
          aria-label="暂停滚动"
          aria-pressed={paused}
          onClick={togglePaused}
        />
      )}
    </section>
  );
}
