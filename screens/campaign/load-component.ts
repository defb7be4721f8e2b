import type { ApiClient } from '../../api/client.ts';
import type { QueryParams } from '../../lib/query.ts';
import { PageLoadError } from '../../runtime/page-load-error.ts';
import type { CampaignComponent } from '../../schemas/campaign.ts';
import { missingId, required } from '../shared/load.ts';

/** The component kinds a mechanic's page shows, by their wire name. */
export type ComponentKind =
  | 'prizeDraw'
  | 'redBag'
  | 'redRain'
  | 'staffRedPacket'
  | 'luckTag'
  | 'tojoy'
  | 'newYearGoods'
  | 'happinessHealth'
  | 'seckill'
  | 'vote'
  | 'projectSignUp'
  | 'projectWitness';

function isOneOf<Kind extends ComponentKind>(
  component: CampaignComponent,
  kinds: readonly Kind[],
): component is CampaignComponent & { kind: Kind } {
  return (kinds as readonly string[]).includes(component.kind);
}

/**
 * The page-component call (`pageComponentConfig/getComponentById` with `id` and `activeId`) every
 * mechanic's page starts from: a component of another kind is not this page's (404 with why).
 */
export async function loadComponent<Kind extends ComponentKind>(
  api: ApiClient,
  query: QueryParams,
  kinds: readonly Kind[],
  signal?: AbortSignal,
): Promise<CampaignComponent & { kind: Kind }> {
  const { id, activeId } = query;
  if (id === undefined && activeId === undefined) throw missingId('活动编号');
  const component = await required(api, 'pageComponentConfigGetComponentById', {
    body: { ...(id === undefined ? {} : { id }), ...(activeId === undefined ? {} : { activeId }) },
    ...(signal ? { signal } : {}),
  });
  if (!isOneOf(component, kinds)) throw new PageLoadError('server', '活动不存在或已下线');
  return component;
}
