import { useCallback, useRef, useState } from 'react';
import { useApi } from '../../api/use-api.tsx';
import { withHeaders } from '../../api/with-headers.ts';
import { useFormsRoot } from '../../forms/FormServicesProvider.tsx';
import { SUCCESS_CODE } from '../../lib/wire.ts';
import { ALREADY_DRAWN_CODE, type Chances } from './draw-state.ts';
import type { OpenIds, OpenMechanic } from './mechanic.ts';
import type { PrizeOutcome } from './PrizePopup.tsx';
import { createTapGuard } from './tap-guard.ts';

/**
 * A key for one draw attempt (or one witness): unique among one visitor's draws of one component
 * (witnesses of one project), which is all the gateway compares it with (a few bytes here, not the
 * sign-up form's UUID chunk in the first load).
 */
export const attemptKey = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** What a visitor reads when the draw did not answer. */
export const DRAW_FAILED = '网络异常，请稍后再试';

/**
 * The draw or open (the mechanic's `open` call, e.g. `pageComponentConfig/getWinnerPrize`): login
 * first (R6.02), one at a time and not again within 3000 ms (R9.03); a prize or none opens the
 * prize popup, one past the day's chances opens it saying so (R8.12 您已参与过抽奖 for the draw),
 * any other code is the server's message as a toast (R8.01). `onChances` hears what it leaves.
 * Each draw carries an idempotency key, kept while its outcome is unknown (no answer came back: the
 * connection dropped, the device went offline), so the tap that retries it answers that draw and
 * spends no second chance; any answer settles it, and the next tap is a new draw.
 */
export function useDraw(
  mechanic: OpenMechanic,
  ids: OpenIds,
  chances: Chances | undefined,
  onChances: (chances: Chances) => void,
): {
  drawing: boolean;
  outcome: PrizeOutcome | undefined;
  draw: () => void;
  close: () => void;
} {
  const api = useApi();
  const forms = useFormsRoot();
  const [drawing, setDrawing] = useState(false);
  const [outcome, setOutcome] = useState<PrizeOutcome>();
  const [guard] = useState(() => createTapGuard());
  const unanswered = useRef<string | undefined>(undefined);
  const { id, activeId, roomLiveId } = ids;
  const { open } = mechanic;

  const draw = useCallback(() => {
    void guard(async () => {
      if (!(await forms.ensureLogin())) return;
      setDrawing(true);
      try {
        const key = (unanswered.current ??= attemptKey());
        const { code, data, message } = await open(withHeaders(api, { 'Idempotency-Key': key }), {
          id,
          activeId,
          roomLiveId,
        });
        unanswered.current = undefined;
        if (code === SUCCESS_CODE) {
          onChances({ times: data.times ?? 0, used: data.used ?? (chances?.used ?? 0) + 1 });
          setOutcome(
            data.win === 1
              ? {
                  kind: 'won',
                  prizeName: data.prizeName ?? '',
                  prizeImg: data.prizeImg,
                  prizeWinfoId: data.prizeWinfoId,
                }
              : { kind: 'lost' },
          );
        } else if (code === ALREADY_DRAWN_CODE) {
          onChances({ times: 0, used: Math.max(1, chances?.used ?? 1) });
          setOutcome({ kind: 'already' });
        } else forms.notify(message || DRAW_FAILED, { type: 'error' });
      } catch {
        forms.notify(DRAW_FAILED, { type: 'error' });
      } finally {
        setDrawing(false);
      }
    });
  }, [guard, forms, api, open, id, activeId, roomLiveId, chances, onChances]);

  const close = useCallback(() => setOutcome(undefined), []);
  return { drawing, outcome, draw, close };
}
