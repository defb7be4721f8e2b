import type { Intent, IntentKind } from './intent.ts';

/** R9.03: anti-double-click default 3000 ms, goods-click debounce 1000 ms, live-button throttle 1500 ms. */
export const ANTI_DOUBLE_CLICK_MS = 3000;
export const GOODS_DEBOUNCE_MS = 1000;
export const LIVE_THROTTLE_MS = 1500;

/**
 * How repeated taps of one kind are held back. `block` (anti-double-click) and `throttle` let one tap
 * through per window counted from the last accepted tap; `debounce` acts on the first tap at once and
 * then waits for the taps to stop for its window (every tap, accepted or not, restarts it).
 */
export type GuardRule = { rule: 'none' } | { rule: 'block' | 'throttle' | 'debounce'; ms: number };

const block: GuardRule = { rule: 'block', ms: ANTI_DOUBLE_CLICK_MS };

/** One rule per intent kind. */
export const GUARD_RULES: Record<IntentKind, GuardRule> = {
  imageTap: block,
  navigate: block,
  openProject: block,
  openArticle: block,
  openTopic: block,
  openBusiness: block,
  openActivityPage: block,
  openLink: block,
  openLocation: block,
  openApp: block,
  pay: block,
  back: block,
  share: block,
  goodsTap: { rule: 'debounce', ms: GOODS_DEBOUNCE_MS },
  liveTap: { rule: 'throttle', ms: LIVE_THROTTLE_MS },
  track: { rule: 'none' },
  prepareShare: { rule: 'none' },
};

/** Answers whether a tap may go on now; keeps its own memory of earlier taps per kind. */
export function createGuard(
  now: () => number = Date.now,
  rules: Record<IntentKind, GuardRule> = GUARD_RULES,
): (intent: Intent) => boolean {
  const accepted = new Map<IntentKind, number>();
  const seen = new Map<IntentKind, number>();
  return (intent) => {
    const rule = rules[intent.kind];
    if (rule.rule === 'none') return true;
    const time = now();
    const since = rule.rule === 'debounce' ? seen.get(intent.kind) : accepted.get(intent.kind);
    seen.set(intent.kind, time);
    if (since !== undefined && time - since < rule.ms) return false;
    accepted.set(intent.kind, time);
    return true;
  };
}
