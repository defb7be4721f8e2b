export { ActionProvider, useAction, type Dispatch } from './use-action.tsx';
export type {
  Intent,
  IntentKind,
  NavigationTarget,
  BannerSource,
  TrackProperties,
} from './intent.ts';
export type { Effect, EffectType } from './effects.ts';
export {
  contextSource,
  type ActionContext,
  type ContextSourceOptions,
  type PageInfo,
} from './context.ts';
export { resolve } from './resolve.ts';
export { perform, type PerformHooks } from './perform.ts';
export { createActionEngine, type ActionEngineDeps } from './engine.ts';
export { createStayConsultCommit, type StayConsultPayload } from './stay-consult.ts';
export {
  ANTI_DOUBLE_CLICK_MS,
  GOODS_DEBOUNCE_MS,
  LIVE_THROTTLE_MS,
  GUARD_RULES,
} from './guards.ts';
export {
  ANALYTICS_EVENTS,
  meetingActivityIntent,
  projectActivityIntent,
  vipButtonIntent,
} from './events.ts';
