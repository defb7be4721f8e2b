import type { Infer } from '../../schemas/infer.ts';
import type { ApiClient } from '../../api/client.ts';
import type { CampaignComponent } from '../../schemas/campaign.ts';
import type { witnessProjectPageSchema } from '../../schemas/project-witness.ts';
import { required } from '../shared/load.ts';

/** Projects per page (加载更多 asks the next ten). */
export const WITNESS_PAGE_SIZE = 10;

/** A page of witness projects as answered: `{records, total}`. */
export type WitnessProjectPage = Infer<typeof witnessProjectPageSchema>;

/** What the per-project witness page shows to everyone (the visitor's witnesses fill in after hydration). */
export interface ProjectWitnessPage {
  component: CampaignComponent;
  /** The first page of projects; the others load on 加载更多. */
  first: WitnessProjectPage;
}

/** A page of the activity's witness projects (`activity/activeProjectWitness/selectPage`), from 1. */
export function askWitnessProjects(
  api: ApiClient,
  activeId: string,
  pageNum: number,
  signal?: AbortSignal,
): Promise<WitnessProjectPage> {
  return required(api, 'activityActiveProjectWitnessSelectPage', {
    body: { activeId, pageNum, pageSize: WITNESS_PAGE_SIZE },
    ...(signal ? { signal } : {}),
  });
}
