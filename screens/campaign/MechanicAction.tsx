import type { ReactNode } from 'react';
import { CountdownText } from './CountdownText.tsx';
import { buttonOf, type Chances, type DrawState } from './draw-state.ts';
import type { OpenWords } from './mechanic.ts';

/**
 * A mechanic's action on its stage: the countdown to its start (R4.16), its button in each state
 * in its own words, and the chances left today once known. `waiting` stands in for the button
 * before the start (the prize draw's 预约抽奖).
 */
export function MechanicAction({
  state,
  left,
  words,
  chances,
  onTap,
  waiting,
}: {
  state: DrawState;
  /** Milliseconds to the start, on the server's clock. */
  left: number | null;
  words: OpenWords;
  chances: Chances | undefined;
  onTap: () => void;
  waiting?: ReactNode;
}) {
  const button = buttonOf(state, words);
  return (
    <>
      {state === 'notStarted' && left !== null ? (
        <CountdownText label="距开始 " left={left} />
      ) : null}
      {state === 'notStarted' && waiting !== undefined ? (
        waiting
      ) : (
        <button
          type="button"
          className="bc-campaign__action"
          disabled={!button.active}
          onClick={onTap}
        >
          {button.label}
        </button>
      )}
      {state === 'open' && chances !== undefined ? (
        <p className="bc-campaign__hint">今日剩余 {chances.times} 次机会</p>
      ) : null}
    </>
  );
}
