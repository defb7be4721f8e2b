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
  component: CampaignComponent,
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

/** The component, then its prizes and switch (required) and the winners' list (a side block). */
export async function loadPrizeDraw(
  api: ApiClient,
  query: QueryParams,
  signal?: AbortSignal,
): Promise<PrizeDrawPage> {
  const component = await loadComponent(api, query, ['prizeDraw'], signal);
  const [draw, winners] = await Promise.all([
    askDraw(api, component, signal),
    optional(
      api,
      'activePrizeWinfoQueryDrawprizeList',
      { query: { activeId: component.activeId }, ...(signal ? { signal } : {}) },
      [],
    ),
  ]);
  return { component, ...draw, winners };
}
