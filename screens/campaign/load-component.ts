import type { ApiClient } from '../../api/client.ts';
import type { QueryParams } from '../../lib/query.ts';
import { PageLoadError } from '../../runtime/page-load-error.ts';
import type { CampaignComponent } from '../../schemas/campaign.ts';
import { missingId, required } from '../shared/load.ts';

/** The component kinds a mechanic's page shows, by their wire name. */
export type ComponentKind =
  'prizeDraw' | 'redBag' | 'redRain' | 'staffRedPacket' | 'seckill' | 'vote' | 'festival';

/**
 * The page-component call (`pageComponentConfig/getComponentById` with `id` and `activeId`) every
 * mechanic's page starts from: a component of another kind is not this page's (404 with why).
 */
export async function loadComponent(
  api: ApiClient,
  query: QueryParams,
  kinds: readonly ComponentKind[],
  signal?: AbortSignal,
): Promise<CampaignComponent> {
  const { id, activeId } = query;
  if (id === undefined && activeId === undefined) throw missingId('活动编号');
  const component = await required(api, 'pageComponentConfigGetComponentById', {
    body: { ...(id === undefined ? {} : { id }), ...(activeId === undefined ? {} : { activeId }) },
    ...(signal ? { signal } : {}),
  });
  if (!(kinds as readonly string[]).includes(component.kind))
    throw new PageLoadError('server', '活动不存在或已下线');
  return component;
}
