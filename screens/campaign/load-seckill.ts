import type { ApiClient } from '../../api/client.ts';
import type { CampaignComponent } from '../../schemas/campaign.ts';
import type { SeckillProduct } from '../../schemas/seckill.ts';
import { required } from '../shared/load.ts';

/** What the seckill page shows to everyone (whether the visitor bought fills in after hydration). */
export interface SeckillPage {
  component: CampaignComponent;
  product: SeckillProduct;
}

/**
 * The seckill's product (`activeSecKill/getProduct`): on the server, and again after hydration,
 * where its stock is fresh and its answer's `Date` header sets the server's clock.
 */
export function askProduct(
  api: ApiClient,
  { id, activeId }: Pick<CampaignComponent, 'id' | 'activeId'>,
  signal?: AbortSignal,
): Promise<SeckillProduct> {
  return required(api, 'activeSecKillGetProduct', {
    query: { id, activeId },
    ...(signal ? { signal } : {}),
  });
}
