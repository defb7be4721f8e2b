import type { ApiClient } from '../../api/client.ts';
import type { CampaignComponent } from '../../schemas/campaign.ts';
import type { VoteCandidate, VoteCount } from '../../schemas/witness-vote.ts';
import { required } from '../shared/load.ts';

/** What the vote's page shows to everyone (the visitor's own vote fills in after hydration). */
export interface VotePage {
  component: CampaignComponent;
  candidates: VoteCandidate[];
}

/** The candidates and their votes (`commonWitness/projects`), on the server. */
export function askCandidates(
  api: ApiClient,
  activeId: string,
  signal?: AbortSignal,
): Promise<VoteCandidate[]> {
  return required(api, 'commonWitnessProjects', {
    query: { activeId },
    ...(signal ? { signal } : {}),
  });
}

/** The votes again after hydration (`commonWitness/votes`): fresh, and its `Date` header sets the clock. */
export function askVotes(
  api: ApiClient,
  activeId: string,
  signal?: AbortSignal,
): Promise<VoteCount[]> {
  return required(api, 'commonWitnessVotes', {
    body: { activeId },
    ...(signal ? { signal } : {}),
  });
}
