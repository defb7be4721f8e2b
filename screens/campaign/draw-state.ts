import type { CampaignPhase } from './campaign-phase.ts';
import type { OpenWords } from './mechanic.ts';

/** R8.12: what the prize popup and the button say once the day's chances are used. */
export const ALREADY_DRAWN_TEXT = '您已参与过抽奖';
/** The gateway's code for a draw asked again once the chances are used (assumed, docs/local-gateway.md). */
export const ALREADY_DRAWN_CODE = 40010;

/** The visitor's chances today, once asked: left and used. */
export interface Chances {
  times: number;
  used: number;
}

/** What the draw's button stands for (the states; docs/campaign-mechanics.md). */
export type DrawState =
  'unknown' | 'paused' | 'notStarted' | 'ended' | 'open' | 'noChances' | 'already' | 'drawing';

/** Everything the button depends on. */
export interface DrawInput {
  /** Undefined in the server's HTML: whether it is open depends on when it is seen. */
  phase: CampaignPhase | undefined;
  enabled: boolean;
  /** Undefined until asked (and for a visitor not logged in, who is asked to log in on the tap). */
  chances: Chances | undefined;
  drawing: boolean;
}

/** The state of the draw; a visitor not logged in sees `open` and logs in on the tap. */
export function drawState({ phase, enabled, chances, drawing }: DrawInput): DrawState {
  if (phase === undefined) return 'unknown';
  if (!enabled) return 'paused';
  if (phase !== 'open') return phase;
  if (drawing) return 'drawing';
  if (chances === undefined || chances.times > 0) return 'open';
  return chances.used > 0 ? 'already' : 'noChances';
}

/** What a state's button says, in the words of its mechanic (mechanic.ts), and whether it can be tapped. */
export function buttonOf(state: DrawState, words: OpenWords): { label: string; active: boolean } {
  switch (state) {
    case 'unknown':
      return { label: words.action, active: false };
    case 'paused':
      return { label: words.paused, active: false };
    case 'notStarted':
      return { label: '即将开始', active: false };
    case 'ended':
      return { label: '活动已结束', active: false };
    case 'open':
      return { label: words.action, active: true };
    case 'noChances':
      return { label: words.noChances, active: false };
    case 'already':
      return { label: words.already, active: false };
    case 'drawing':
      return { label: words.busy, active: false };
    default:
      return state satisfies never;
  }
}
