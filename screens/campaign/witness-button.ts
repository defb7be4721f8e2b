import type { CampaignPhase } from './campaign-phase.ts';
import type { MyWitnesses } from './use-project-witness.ts';

/** What a project's 见证 button says and whether it can be tapped (docs/campaign-mechanics.md). */
export function witnessButtonOf(
  phase: CampaignPhase | undefined,
  mine: MyWitnesses | undefined,
  witnessing: string | undefined,
  projectId: string,
): { label: string; active: boolean } {
  if (phase === undefined) return { label: '见证', active: false };
  if (phase === 'notStarted') return { label: '即将开始', active: false };
  if (mine?.witnessed.has(projectId)) return { label: '已见证', active: false };
  if (phase === 'ended') return { label: '见证已结束', active: false };
  if (witnessing !== undefined)
    return { label: witnessing === projectId ? '见证中…' : '见证', active: false };
  if (mine?.left === 0) return { label: '票已用完', active: false };
  return { label: '见证', active: true };
}
