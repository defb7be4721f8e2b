import type { CSSProperties } from 'react';
import { formatClock } from './clock.ts';
import { AUDIO_SPEEDS, useAudioPlayer } from './use-audio-player.ts';

/** R9.09 speeds as labelled on the buttons: 0.5x, 1.0x, 1.25x, 1.5x, 2.0x. */
function speedLabel(rate: number): string {
  return `${Number.isInteger(rate * 10) ? rate.toFixed(1) : rate}x`;
}

/** Play/pause, progress with current and total time, and the speed choice for one audio source. */
export function AudioPlayer({ src, title }: { src: string; title: string }) {
  const { state, toggle, seek, setRate } = useAudioPlayer(src);
  const failed = state.status === 'failed';
  const known = Number.isFinite(state.duration) && state.duration > 0;
  const progress = known ? Math.min(100, (state.current / state.duration) * 100) : 0;

  return (
    <div className="bc-audio__player">
      <button
        type="button"
        className={
          state.playing ? 'bc-audio__toggle bc-audio__toggle--playing' : 'bc-audio__toggle'
        }
        aria-label={`${state.playing ? '暂停' : '播放'} ${title}`}
        disabled={failed}
        onClick={toggle}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          {state.playing ? (
            <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" fill="currentColor" />
          ) : (
            <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
          )}
        </svg>
      </button>
      {/* Busy until the clip's length is known, so assistive tech (and screenshots) wait for it. */}
      <div className="bc-audio__track" aria-busy={state.status === 'loading' || undefined}>
        {failed ? (
          <p className="bc-audio__state" role="status">
            音频加载失败
          </p>
        ) : (
          <>
            <input
              type="range"
              className="bc-audio__progress"
              aria-label="播放进度"
              min={0}
              max={known ? state.duration : 0}
              step={0.1}
              value={known ? Math.min(state.current, state.duration) : 0}
              disabled={!known}
              style={{ '--bc-audio-progress': `${progress}%` } as CSSProperties}
              onChange={(event) => seek(Number(event.currentTarget.value))}
            />
            <p className="bc-audio__times">
              <span>{formatClock(state.current)}</span>
              <span>{known ? formatClock(state.duration) : '--:--'}</span>
            </p>
          </>
        )}
      </div>
      <div className="bc-audio__speeds" role="group" aria-label="播放速度">
        <span className="bc-audio__speeds-head" aria-hidden="true">
          倍速
        </span>
        {AUDIO_SPEEDS.map((rate) => (
          <button
            type="button"
            key={rate}
            className={
              state.rate === rate ? 'bc-audio__speed bc-audio__speed--current' : 'bc-audio__speed'
            }
            aria-pressed={state.rate === rate}
            disabled={failed}
            onClick={() => setRate(rate)}
          >
            {speedLabel(rate)}
          </button>
        ))}
      </div>
    </div>
  );
}
