import type { ApiClient } from '../../api/client.ts';
import type { QueryParams } from '../../lib/query.ts';
import type { CampaignComponent, Prize, Winner } from '../../schemas/campaign.ts';
import { optional, required } from '../shared/load.ts';
import { loadComponent } from './load-component.ts';

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
 * The component, its prizes and switch (required) and the winners' list (a side block). With both
 * ids in the address (as links carry them) the four calls go together, one round trip; with the
 * component's id alone its activity is learnt first.
 */
export async function loadPrizeDraw(
  api: ApiClient,
  query: QueryParams,
  signal?: AbortSignal,
): Promise<PrizeDrawPage> {
  const loading = loadComponent(api, query, ['prizeDraw'], signal);
  const ids =
    query.id !== undefined && query.activeId !== undefined
      ? { id: query.id, activeId: query.activeId }
      : await loading;
  const [component, draw, winners] = await Promise.all([
    loading,
    askDraw(api, ids, signal),
    optional(
      api,
      'activePrizeWinfoQueryDrawprizeList',
      { query: { activeId: ids.activeId }, ...(signal ? { signal } : {}) },
      [],
    ),
  ]);
  return { component, ...draw, winners };
}
