import type { ApiClient } from '../../api/client.ts';
import type { CampaignComponent } from '../../schemas/campaign.ts';
import type { SignUpProject } from '../../schemas/project-sign-up.ts';
import { required } from '../shared/load.ts';

/** What the project sign-up page shows to everyone (the visitor's sign-ups fill in after hydration). */
export interface SignUpPage {
  component: CampaignComponent;
  projects: SignUpProject[];
}

/** One page holds every project of an activity (the recorded activities list a handful). */
const PAGE_SIZE = 50;

/**
 * The activity's projects (`pageProjectsSignUp`): on the server without a token (what everyone
 * sees), and again after hydration with the visitor's token (their sign-ups and likes; the
 * answer's `Date` header sets the server's clock).
 */
export async function askProjects(
  api: ApiClient,
  activeId: string,
  signal?: AbortSignal,
): Promise<SignUpProject[]> {
  const page = await required(api, 'pageProjectsSignUp', {
    body: { activeId, pageNum: 1, pageSize: PAGE_SIZE },
    ...(signal ? { signal } : {}),
  });
  return page.records;
}
