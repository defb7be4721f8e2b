import type { ApiCall } from '../api/client.ts';
import { SUCCESS_CODE } from '../lib/wire.ts';
import type { ActionContext } from './context.ts';

/** R9.04: a stay-consult is recorded with source 1 and type 2. */
export const STAY_CONSULT_SOURCE = 1;
export const STAY_CONSULT_TYPE = 2;

/** The stay-consult an image tap records (spec §7 commit payload). */
export interface StayConsultPayload {
  clickId?: string;
  /** R9.15: 1 for gdt_vid / qz_gdt, 2 for track_id. */
  platform?: 1 | 2;
  source: typeof STAY_CONSULT_SOURCE;
  type: typeof STAY_CONSULT_TYPE;
  channel?: string;
  activeId?: string;
  /** Where the tap happened, as JSON: pageId, moduleId, stayConsult. */
  extendField: string;
}

/** The payload for a tap on a picture of a module with stayConsult 1 or 2. */
export function stayConsultPayload(
  context: ActionContext,
  moduleId: string,
  stayConsult: number,
): StayConsultPayload {
  const { clickId, platform } = context.attribution;
  return {
    ...(clickId !== undefined && platform !== undefined ? { clickId, platform } : {}),
    source: STAY_CONSULT_SOURCE,
    type: STAY_CONSULT_TYPE,
    ...(context.channel !== undefined ? { channel: context.channel } : {}),
    ...(context.page.activeId !== undefined ? { activeId: context.page.activeId } : {}),
    extendField: JSON.stringify({ pageId: context.page.pageId, moduleId, stayConsult }),
  };
}

/**
 * Commits through `newStayConsult/newCommitActivityStayConsult` with an idempotency key, so a retry
 * never records twice; rejects on any answer but code 1 (the engine only logs it, R8.09).
 */
export function createStayConsultCommit(
  call: ApiCall,
  newKey: () => string = () => crypto.randomUUID(),
): (payload: StayConsultPayload) => Promise<void> {
  return async (payload) => {
    const idempotencyKey = newKey();
    const answer = await call('newStayConsultNewCommitActivityStayConsult', {
      body: { ...payload, idempotencyKey },
      headers: { 'Idempotency-Key': idempotencyKey },
    });
    if (answer.code !== SUCCESS_CODE)
      throw new Error(answer.message || `stay-consult not recorded (code ${answer.code})`);
  };
}
