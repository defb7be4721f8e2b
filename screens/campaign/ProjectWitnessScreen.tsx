import { useCallback } from 'react';
import { useApi } from '../../api/use-api.tsx';
import { required } from '../shared/load.ts';
import type { ScreenProps } from '../shared/screen.ts';
import { CampaignHead } from './CampaignHead.tsx';
import { CampaignRules } from './CampaignRules.tsx';
import { windowOf } from './campaign-phase.ts';
import { CountdownText } from './CountdownText.tsx';
import { askWitnessProjects, type ProjectWitnessPage } from './load-project-witness.ts';
import { ProjectItem } from './ProjectItem.tsx';
import { useFresh } from './use-fresh.ts';
import { useMoreProjects } from './use-more-projects.ts';
import { usePhase } from './use-phase.ts';
import { useProjectWitness, type MyWitnesses } from './use-project-witness.ts';
import { witnessButtonOf } from './witness-button.ts';
import './campaign.css';

/** What the foot's button says while another page may follow. */
const MORE_LABEL = { idle: '加载更多', loading: '加载中…', failed: '加载失败，点击重试' } as const;

/** The line above the projects once open: the votes left today, or how many a day. */
function votesHint(mine: MyWitnesses | undefined, daily: number | undefined): string | null {
  if (mine?.left !== undefined)
    return mine.left > 0 ? `今日剩余 ${mine.left} 票` : '今日见证票已用完，明天再来';
  return daily ? `每人每天可见证 ${daily} 个项目` : null;
}

/**
 * The per-project witness (项目见证; docs/campaign-mechanics.md): the activity's projects page by
 * page (加载更多, 加载失败，点击重试, 已经到底了), each with its witnesses and a 见证 button in each
 * state; one witness per visitor and project, a number of them a day; the countdown to the start
 * on the server's clock, and the rules. After hydration the counts are asked again (fresh; the
 * answer's `Date` header sets the clock) and, once logged in, the projects the visitor witnessed
 * and the votes left today. Its own chunk: only a projectWitness component loads it.
 */
export default function ProjectWitnessScreen({ value }: ScreenProps<ProjectWitnessPage>) {
  const api = useApi();
  const { component } = value;
  const { activeId } = component;
  const ask = useCallback(
    (signal: AbortSignal) =>
      required(api, 'activeProjectWitnessVoteList', { body: { activeId }, signal }),
    [api, activeId],
  );
  const fresh = useFresh(
    value.first.records.map(({ projectId, votes }) => ({ projectId, votes: votes ?? 0 })),
    ask,
  );
  const load = useCallback(
    (pageNum: number, signal: AbortSignal) => askWitnessProjects(api, activeId, pageNum, signal),
    [api, activeId],
  );
  const { projects, status, loadMore } = useMoreProjects(value.first, load);
  const { phase, left } = usePhase(windowOf(component), fresh.settled);
  const { mine, witnessing, counted, witness } = useProjectWitness(activeId);
  const hint = phase === 'open' ? votesHint(mine, component.dailyTimes) : null;
  const votesOf = (projectId: string, seen: number | undefined) =>
    counted[projectId] ??
    fresh.value.find((count) => count.projectId === projectId)?.votes ??
    seen ??
    0;

  return (
    <main className="bc-campaign bc-campaign--witness">
      <CampaignHead component={component} />
      <section className="bc-campaign__stage" aria-label="项目见证">
        {phase === 'notStarted' && left !== null ? (
          <CountdownText label="距开始 " left={left} />
        ) : null}
        {hint ? <p className="bc-campaign__hint">{hint}</p> : null}
        <ol className="bc-vote">
          {projects.map((project) => {
            const button = witnessButtonOf(phase, mine, witnessing, project.projectId);
            return (
              <ProjectItem
                action={{ ...button, onTap: () => witness(project.projectId) }}
                key={project.projectId}
                project={project}
                count={`${votesOf(project.projectId, project.votes)} 人见证`}
              />
            );
          })}
        </ol>
        {status === 'end' ? (
          projects.length > 0 && <p className="bc-campaign__end">已经到底了</p>
        ) : (
          <button
            type="button"
            className="bc-campaign__more"
            onClick={loadMore}
            disabled={status === 'loading'}
          >
            {MORE_LABEL[status]}
          </button>
        )}
      </section>
      <CampaignRules rules={component.rules} />
    </main>
  );
}
