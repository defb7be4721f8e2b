import type { ApiClient } from '../../api/client.ts';
import type { CampaignComponent, Prize, Winner } from '../../schemas/campaign.ts';
import { optional, required } from '../shared/load.ts';

/** What the prize-draw page shows to everyone (the visitor's own chances fill in after). */
export interface PrizeDrawPage {
  component: CampaignComponent;
  prizes: Prize[];
  /** False when staff paused the draw. */
  enabled: boolean;
  winners: Winner[];
}

/** What changes while the page is open: the prizes' stock and the switch (asked again after hydration). */
export async function askDraw(
  api: ApiClient,
  component: Pick<CampaignComponent, 'id' | 'activeId'>,
  signal?: AbortSignal,
): Promise<Pick<PrizeDrawPage, 'prizes' | 'enabled'>> {
  const ids = { id: component.id, activeId: component.activeId };
  const aborts = signal ? { signal } : {};
  const [prizes, switched] = await Promise.all([
    required(api, 'activePrizeConfigSelectPrizePageList', { body: ids, ...aborts }),
    required(api, 'activePrizeConfigIsEnabled', { query: ids, ...aborts }),
  ]);
  return { prizes: prizes.records, enabled: switched.enabled === 1 };
}

/**
 * What the prize draw adds to its component: the prizes and switch (required) and the winners' list
 * (a side block).
 */
export async function drawParts(
  api: ApiClient,
  ids: Pick<CampaignComponent, 'id' | 'activeId'>,
  signal?: AbortSignal,
): Promise<Omit<PrizeDrawPage, 'component'>> {
  const [draw, winners] = await Promise.all([
    askDraw(api, ids, signal),
    optional(
      api,
      'activePrizeWinfoQueryDrawprizeList',
      { query: { activeId: ids.activeId }, ...(signal ? { signal } : {}) },
      [],
    ),
  ]);
  return { ...draw, winners };
}
