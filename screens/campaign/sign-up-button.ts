import type { CampaignPhase } from './campaign-phase.ts';
import type { SignUpAttempt } from './use-project-sign-up.ts';

/**
 * What a project's sign-up button says and whether it can be tapped (docs/campaign-mechanics.md):
 * signed up (known from the list asked with the visitor's token, or just made) wins over the phase.
 */
export function signUpButtonOf(
  phase: CampaignPhase | undefined,
  signedUp: boolean,
  attempt: SignUpAttempt | undefined,
): { label: string; active: boolean } {
  if (signedUp || attempt?.kind === 'done') return { label: '已报名', active: false };
  if (phase === undefined) return { label: '报名', active: false };
  if (phase === 'notStarted') return { label: '即将开始', active: false };
  if (phase === 'ended') return { label: '报名已结束', active: false };
  if (attempt?.kind === 'signing') return { label: '报名中…', active: false };
  if (attempt?.kind === 'failed') return { label: '重试', active: true };
  return { label: '报名', active: true };
}
