import { useCallback, useState } from 'react';
import { useApi } from '../../api/use-api.tsx';
import { useFormsRoot } from '../../forms/FormServicesProvider.tsx';
import { SUCCESS_CODE } from '../../lib/wire.ts';
import { DRAW_FAILED } from './use-draw.ts';
import { useProjectGuards } from './use-project-guards.ts';

/** Where a sign-up of one project stands on this page: under way, failed (with why), or made. */
export type SignUpAttempt =
  { kind: 'signing' } | { kind: 'failed'; message: string } | { kind: 'done'; signUpId: string };

/** Why a sign-up did not go through, in the server's words or ours. */
class SignUpRefused extends Error {}

/**
 * The visitor's sign-ups of the projects of activity `activeId` (spec §7 `updateActiveProjectSignUp`,
 * then `queryProjectSignUpIsSuccess/{signUpId}`, the success check): login first (R6.02), one tap in
 * 3000 ms for each project (R9.03), 报名成功 once the check says so. A failure (a refusal, a lost
 * answer, a check that says no) keeps its message for the project's 重试, which is not held back by
 * the 3000 ms: the gateway keeps one record per visitor and project however often it is asked.
 */
export function useProjectSignUp(activeId: string): {
  attempts: Readonly<Record<string, SignUpAttempt>>;
  signUp: (projectId: string) => void;
} {
  const api = useApi();
  const forms = useFormsRoot();
  const [attempts, setAttempts] = useState<Readonly<Record<string, SignUpAttempt>>>({});
  const { guardOf, free } = useProjectGuards();

  const signUp = useCallback(
    (projectId: string) => {
      const settle = (attempt: SignUpAttempt) =>
        setAttempts((shown) => ({ ...shown, [projectId]: attempt }));
      void guardOf(projectId)(async () => {
        if (!(await forms.ensureLogin())) return;
        settle({ kind: 'signing' });
        try {
          const made = await api.call('updateActiveProjectSignUp', {
            body: { activeId, projectId },
          });
          if (made.code !== SUCCESS_CODE) throw new SignUpRefused(made.message || '报名失败');
          const check = await api.call('queryProjectSignUpIsSuccess', {
            params: { id: made.data.signUpId },
          });
          if (check.code !== SUCCESS_CODE || check.data.success !== 1)
            throw new SignUpRefused(check.message || '报名未成功');
          settle({ kind: 'done', signUpId: made.data.signUpId });
          forms.notify('报名成功', { type: 'success' });
        } catch (error) {
          free(projectId);
          settle({
            kind: 'failed',
            message: error instanceof SignUpRefused ? error.message : DRAW_FAILED,
          });
        }
      });
    },
    [guardOf, free, forms, api, activeId],
  );

  return { attempts, signUp };
}
