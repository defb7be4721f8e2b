import type { ApiClient } from '../../api/client.ts';
import type { Envelope } from '../../lib/wire.ts';
import type { ChancesAnswer, OpenResult } from '../../schemas/campaign.ts';

/** What a mechanic's calls are given: its component and activity, and the live room it is opened in. */
export interface OpenIds {
  id: string;
  activeId: string;
  roomLiveId?: string | undefined;
}

/** What a mechanic's button and popup say. */
export interface OpenWords {
  /** The button while it can be tapped. */
  action: string;
  /** While the call is under way. */
  busy: string;
  /** R8.12 and its kin: the day's chances used (the button, and the popup's title). */
  already: string;
  /** No chance given today. */
  noChances: string;
  /** Staff paused it. */
  paused: string;
  /** The popup's title when something was won. */
  won: string;
  /** Where what was won is kept, after its name in the popup. */
  kept: string;
  /** The popup's words when nothing was (stock gone, or luck). */
  lost: string;
  /** The popup's title when nothing was, if not 很遗憾，未中奖. */
  lostTitle?: string;
  /** The popup's words under `already`, if not the day's chances (a seckill is once, not daily). */
  alreadyNote?: string;
}

/** A mechanic: its calls (no `times` call: one chance a day, the open call says when it is used) and words. */
export interface OpenMechanic {
  times?: (api: ApiClient, ids: OpenIds, signal: AbortSignal) => Promise<Envelope<ChancesAnswer>>;
  open: (api: ApiClient, ids: OpenIds) => Promise<Envelope<OpenResult>>;
  words: OpenWords;
}
