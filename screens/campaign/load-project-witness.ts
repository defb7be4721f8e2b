import type { ApiClient } from '../../api/client.ts';
import type { CampaignComponent } from '../../schemas/campaign.ts';
import type { WitnessProject } from '../../schemas/project-witness.ts';
import { required } from '../shared/load.ts';
import { listPage, LIST_PAGE_SIZE, type ListPage } from '../site/list-page.ts';

/** What the per-project witness page shows to everyone (the visitor's witnesses fill in after hydration). */
export interface ProjectWitnessPage {
  component: CampaignComponent;
  /** The first page of projects; the others load on 加载更多. */
  first: ListPage<WitnessProject>;
}

/** A page of the activity's witness projects (`activity/activeProjectWitness/selectPage`), from 1. */
export async function askWitnessProjects(
  api: ApiClient,
  activeId: string,
  pageNum: number,
  signal?: AbortSignal,
): Promise<ListPage<WitnessProject>> {
  const answer = await required(api, 'activityActiveProjectWitnessSelectPage', {
    body: { activeId, pageNum, pageSize: LIST_PAGE_SIZE },
    ...(signal ? { signal } : {}),
  });
  return listPage(answer, pageNum, answer.records);
}
