import type { CampaignPhase } from './campaign-phase.ts';
import type { MyVote } from './use-vote.ts';

/** What a candidate's vote button says and whether it can be tapped (docs/campaign-mechanics.md). */
export function voteButtonOf(
  phase: CampaignPhase | undefined,
  mine: MyVote | undefined,
  voting: string | undefined,
  projectId: string,
): { label: string; active: boolean } {
  if (phase === undefined) return { label: '投票', active: false };
  if (phase === 'notStarted') return { label: '即将开始', active: false };
  if (phase === 'ended') return { label: '投票已结束', active: false };
  if (voting !== undefined)
    return { label: voting === projectId ? '投票中…' : '投票', active: false };
  if (mine?.voted)
    return { label: mine.projectId === projectId ? '已投票' : '投票', active: false };
  return { label: '投票', active: true };
}
