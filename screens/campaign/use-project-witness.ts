import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '../../api/use-api.tsx';
import { useFormsRoot } from '../../forms/FormServicesProvider.tsx';
import { SUCCESS_CODE } from '../../lib/wire.ts';
import { ALREADY_DRAWN_CODE } from './draw-state.ts';
import { attemptKey, DRAW_FAILED } from './use-draw.ts';
import { useProjectGuards } from './use-project-guards.ts';
import { useSignedIn } from './use-signed-in.ts';

/** The gateway's code for a witness past the day's votes (assumed, docs/local-gateway.md). */
export const NO_VOTES_LEFT_CODE = 40015;

/** The signed-in visitor's standing once asked: the projects witnessed, and the votes left today. */
export interface MyWitnesses {
  witnessed: ReadonlySet<string>;
  left: number | undefined;
}

/**
 * The visitor's witnesses in activity `activeId` (`activeProjectWitness/vote/{activeId}` and
 * `vote/available` once logged in, and again after a login; `vote/add/{projectId}` on a tap): login
 * first (R6.02), one witness at a time and ten rapid taps on a project sending one (R9.03), 见证成功
 * and the project's new count on success. Each witness carries an idempotency key, kept while no
 * answer came back, so the tap that retries it spends no second vote. A refusal as already
 * witnessed (40010) or as none left today (40015) says so and asks the standing again.
 */
export function useProjectWitness(activeId: string): {
  mine: MyWitnesses | undefined;
  witnessing: string | undefined;
  counted: Readonly<Record<string, number>>;
  witness: (projectId: string) => void;
} {
  const api = useApi();
  const forms = useFormsRoot();
  const signedIn = useSignedIn();
  const [witnessed, setWitnessed] = useState<ReadonlySet<string>>();
  const [left, setLeft] = useState<number>();
  const [witnessing, setWitnessing] = useState<string>();
  const [counted, setCounted] = useState<Record<string, number>>({});
  const [asked, setAsked] = useState(0);
  const { guardOf } = useProjectGuards();
  const busy = useRef(false);
  const unanswered = useRef(new Map<string, string>());
  /** How many witnesses were answered: a standing asked before the last one is stale. */
  const answered = useRef(0);

  useEffect(() => {
    if (!signedIn) return;
    const controller = new AbortController();
    const { signal } = controller;
    api.call('activeProjectWitnessVote', { params: { id: activeId }, signal }).then(
      ({ code, data }) =>
        !signal.aborted &&
        code === SUCCESS_CODE &&
        setWitnessed((shown) => new Set([...(shown ?? []), ...data.projectIds])),
      () => undefined,
    );
    // A witness answered meanwhile knows better (this answer may have been counted before it).
    const seen = answered.current;
    api.call('activeProjectWitnessVoteAvailable', { body: { activeId }, signal }).then(
      ({ code, data }) =>
        !signal.aborted &&
        code === SUCCESS_CODE &&
        answered.current === seen &&
        setLeft(data.available),
      () => undefined,
    );
    return () => controller.abort();
  }, [api, activeId, signedIn, asked]);

  const witness = useCallback(
    (projectId: string) => {
      void guardOf(projectId)(async () => {
        if (busy.current || !(await forms.ensureLogin())) return;
        busy.current = true;
        setWitnessing(projectId);
        try {
          const key = unanswered.current.get(projectId) ?? attemptKey();
          unanswered.current.set(projectId, key);
          const { code, data, message } = await api.call('activeProjectWitnessVoteAdd', {
            params: { id: projectId },
            query: { activeId },
            headers: { 'Idempotency-Key': key },
          });
          unanswered.current.delete(projectId);
          answered.current += 1;
          if (code === SUCCESS_CODE) {
            setWitnessed((shown) => new Set([...(shown ?? []), projectId]));
            const { votes } = data;
            if (votes !== undefined) setCounted((shown) => ({ ...shown, [projectId]: votes }));
            if (data.available !== undefined) setLeft(data.available);
            forms.notify('见证成功', { type: 'success' });
            return;
          }
          if (code === ALREADY_DRAWN_CODE)
            setWitnessed((shown) => new Set([...(shown ?? []), projectId]));
          if (code === NO_VOTES_LEFT_CODE) setLeft(0);
          if (code === ALREADY_DRAWN_CODE || code === NO_VOTES_LEFT_CODE)
            setAsked((turn) => turn + 1);
          forms.notify(message || DRAW_FAILED, { type: 'error' });
        } catch {
          forms.notify(DRAW_FAILED, { type: 'error' });
        } finally {
          busy.current = false;
          setWitnessing(undefined);
        }
      });
    },
    [guardOf, forms, api, activeId],
  );

  return {
    mine: signedIn && witnessed ? { witnessed, left } : undefined,
    witnessing,
    counted,
    witness,
  };
}
