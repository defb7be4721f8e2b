import { useCallback, useEffect, useState } from 'react';
import { useApi } from '../../api/use-api.tsx';
import { useFormsRoot } from '../../forms/FormServicesProvider.tsx';
import { SUCCESS_CODE } from '../../lib/wire.ts';
import { ALREADY_DRAWN_CODE } from './draw-state.ts';
import { createTapGuard } from './tap-guard.ts';
import { DRAW_FAILED } from './use-draw.ts';
import { useSignedIn } from './use-signed-in.ts';

/** The visitor's vote once known: cast (for `projectId`, when known) or not yet. */
export interface MyVote {
  voted: boolean;
  projectId?: string | undefined;
}

/**
 * The visitor's one vote in activity `activeId` (`commonWitness/vote/{activeId}` after hydration
 * and after a login; `commonWitness/vote/add` on a tap): login first (R6.02), one tap in 3000 ms
 * for all the candidates together (R9.03), 投票成功 and the project's new count on success; a vote
 * the gateway refused as already cast (40010, say from another tab) asks the visitor's vote again.
 */
export function useVote(activeId: string): {
  mine: MyVote | undefined;
  voting: string | undefined;
  counted: { projectId: string; votes: number } | undefined;
  cast: (projectId: string) => void;
} {
  const api = useApi();
  const forms = useFormsRoot();
  const signedIn = useSignedIn();
  const [known, setKnown] = useState<MyVote>();
  const [voting, setVoting] = useState<string>();
  const [counted, setCounted] = useState<{ projectId: string; votes: number }>();
  const [asked, setAsked] = useState(0);
  const [guard] = useState(() => createTapGuard());

  useEffect(() => {
    if (!signedIn) return;
    const controller = new AbortController();
    api.call('commonWitnessVote', { params: { id: activeId }, signal: controller.signal }).then(
      ({ code, data }) => {
        if (controller.signal.aborted || code !== SUCCESS_CODE) return;
        setKnown((shown) =>
          shown?.voted && data.voted !== 1
            ? shown
            : { voted: data.voted === 1, projectId: data.projectId },
        );
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [api, activeId, signedIn, asked]);

  const cast = useCallback(
    (projectId: string) => {
      void guard(async () => {
        if (!(await forms.ensureLogin())) return;
        setVoting(projectId);
        try {
          const { code, data, message } = await api.call('commonWitnessVoteAdd', {
            body: { activeId, projectId },
          });
          if (code === SUCCESS_CODE) {
            setKnown({ voted: true, projectId });
            if (data.votes !== undefined) setCounted({ projectId, votes: data.votes });
            forms.notify('投票成功', { type: 'success' });
          } else if (code === ALREADY_DRAWN_CODE) {
            setKnown({ voted: true });
            setAsked((turn) => turn + 1);
            forms.notify(message || '您已投过票', { type: 'error' });
          } else forms.notify(message || DRAW_FAILED, { type: 'error' });
        } catch {
          forms.notify(DRAW_FAILED, { type: 'error' });
        } finally {
          setVoting(undefined);
        }
      });
    },
    [guard, forms, api, activeId],
  );

  return { mine: signedIn ? known : undefined, voting, counted, cast };
}
