import { useCallback } from 'react';
import { useApi } from '../../api/use-api.tsx';
import type { ScreenProps } from '../shared/screen.ts';
import { CampaignHead } from './CampaignHead.tsx';
import { CampaignRules } from './CampaignRules.tsx';
import { windowOf } from './campaign-phase.ts';
import { CountdownText } from './CountdownText.tsx';
import { askVotes, type VotePage } from './load-vote.ts';
import { ProjectItem } from './ProjectItem.tsx';
import { useFresh } from './use-fresh.ts';
import { usePhase } from './use-phase.ts';
import { useVote } from './use-vote.ts';
import { voteButtonOf } from './vote-button.ts';
import './campaign.css';

/**
 * The vote (common witness, 投票评选): its head, the candidates with their votes and a button each
 * in each state (docs/campaign-mechanics.md), one vote per visitor, the countdown to the start on
 * the server's clock, and the rules. After hydration the votes are asked again (fresh; the answer's
 * `Date` header sets the clock) and, once logged in, the visitor's vote.
 */
export function VoteScreen({ value }: ScreenProps<VotePage>) {
  const api = useApi();
  const { component } = value;
  const ask = useCallback(
    (signal: AbortSignal) => askVotes(api, component.activeId, signal),
    [api, component.activeId],
  );
  const initial = value.candidates.map(({ projectId, votes }) => ({
    projectId,
    votes: votes ?? 0,
  }));
  const fresh = useFresh(initial, ask);
  const { phase, left } = usePhase(windowOf(component), fresh.settled);
  const { mine, voting, counted, cast } = useVote(component.activeId);
  const votesOf = (projectId: string) =>
    counted?.projectId === projectId
      ? counted.votes
      : (fresh.value.find((count) => count.projectId === projectId)?.votes ?? 0);

  return (
    <main className="bc-campaign bc-campaign--vote">
      <CampaignHead component={component} />
      <section className="bc-campaign__stage" aria-label="投票">
        {phase === 'notStarted' && left !== null ? (
          <CountdownText label="距开始 " left={left} />
        ) : null}
        {phase === 'open' && mine?.voted ? (
          <p className="bc-campaign__hint">您已投票，感谢参与</p>
        ) : null}
        <ol className="bc-vote">
          {value.candidates.map((candidate) => {
            const button = voteButtonOf(phase, mine, voting, candidate.projectId);
            return (
              <ProjectItem
                action={{ ...button, onTap: () => cast(candidate.projectId) }}
                key={candidate.projectId}
                project={candidate}
                count={`${votesOf(candidate.projectId)} 票`}
              />
            );
          })}
        </ol>
      </section>
      <CampaignRules rules={component.rules} />
    </main>
  );
}
