import type { ApiClient } from '../../api/client.ts';
import type { QueryParams } from '../../lib/query.ts';
import { loadComponent } from './load-component.ts';
import type { OpenMechanicPage } from './load-open-mechanic.ts';
import { drawParts, type PrizeDrawPage } from './load-prize-draw.ts';
import { askWitnessProjects, type ProjectWitnessPage } from './load-project-witness.ts';
import { askProduct, type SeckillPage } from './load-seckill.ts';
import { askCandidates, type VotePage } from './load-vote.ts';
import { OPEN_PAGE_KINDS } from './open-mechanics.ts';
import { askProjects, type SignUpPage } from './load-sign-up.ts';

/**
 * The campaign page's value: a prize draw, a seckill, a vote, a project sign-up, a per-project
 * witness, or a mechanic that opens (red bag, …).
 */
export type CampaignPage =
  | { kind: 'prizeDraw'; draw: PrizeDrawPage }
  | { kind: 'seckill'; seckill: SeckillPage }
  | { kind: 'vote'; vote: VotePage }
  | { kind: 'projectSignUp'; signUp: SignUpPage }
  | { kind: 'projectWitness'; witness: ProjectWitnessPage }
  | OpenMechanicPage;

const CAMPAIGN_KINDS = [
  'prizeDraw',
  'seckill',
  'vote',
  'projectSignUp',
  'projectWitness',
  ...OPEN_PAGE_KINDS,
] as const;

/**
 * The page component (`pageComponentConfig/getComponentById`), and for a prize draw its prizes,
 * switch and winners. With both ids in the address (as links carry them) the draw's calls go with
 * the component's, one round trip, and are dropped when it is another kind; with the component's id
 * alone its activity is learnt first; a seckill's product, a vote's candidates, a sign-up's
 * projects and a witness's first page of projects follow its component. A kind this page does not
 * show is a 404.
 */
export async function loadCampaign(
  api: ApiClient,
  query: QueryParams,
  signal?: AbortSignal,
): Promise<CampaignPage> {
  const { id, activeId } = query;
  const early =
    id !== undefined && activeId !== undefined
      ? drawParts(api, { id, activeId }, signal)
      : undefined;
  // Another kind drops the early draw's calls, failed or not.
  early?.catch(() => undefined);
  const component = await loadComponent(api, query, CAMPAIGN_KINDS, signal);
  const { kind } = component;
  if (kind === 'seckill')
    return { kind, seckill: { component, product: await askProduct(api, component, signal) } };
  if (kind === 'vote')
    return {
      kind,
      vote: { component, candidates: await askCandidates(api, component.activeId, signal) },
    };
  if (kind === 'projectSignUp')
    return {
      kind,
      signUp: { component, projects: await askProjects(api, component.activeId, signal) },
    };
  if (kind === 'projectWitness')
    return {
      kind,
      witness: { component, first: await askWitnessProjects(api, component.activeId, 1, signal) },
    };
  if (kind !== 'prizeDraw') return { kind, component };
  const parts = await (early ?? drawParts(api, component, signal));
  return { kind, draw: { component, ...parts } };
}
