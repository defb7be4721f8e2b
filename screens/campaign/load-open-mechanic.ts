import type { ApiClient } from '../../api/client.ts';
import type { CampaignComponent } from '../../schemas/campaign.ts';
import { required } from '../shared/load.ts';
import { OPEN_PAGE_KINDS } from './open-mechanics.ts';

/** A mechanic the campaign page opens: a red bag, the red rain, a staff red packet, a festival gift. */
export type OpenPageKind = (typeof OPEN_PAGE_KINDS)[number];

/** What the campaign page shows to everyone (the visitor's chances fill in after hydration). */
export interface OpenMechanicPage {
  component: CampaignComponent;
  kind: OpenPageKind;
}

/** The component again, after hydration: its answer's `Date` header sets the server's clock. */
export function askComponent(
  api: ApiClient,
  { id, activeId }: Pick<CampaignComponent, 'id' | 'activeId'>,
  signal?: AbortSignal,
): Promise<CampaignComponent> {
  return required(api, 'pageComponentConfigGetComponentById', {
    body: { id, activeId },
    ...(signal ? { signal } : {}),
  });
}
