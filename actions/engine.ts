import type { Platform } from '../platform/platform.ts';
import type { ActionContext } from './context.ts';
import { createGuard } from './guards.ts';
import { defaultHooks, perform, type PerformHooks } from './perform.ts';
import { resolve } from './resolve.ts';
import type { Dispatch } from './use-action.tsx';

/** What the engine is built from; the composition root passes the real ones, tests the fakes. */
export interface ActionEngineDeps {
  platform: Platform;
  /** The context of a tap, taken when it happens (see `contextSource`). */
  context: () => ActionContext | Promise<ActionContext>;
  /** The login flow (R6.02); by default nobody is asked and the tap stops with a log line. */
  ensureLogin?: PerformHooks['ensureLogin'];
  /** Records a stay-consult (see `createStayConsultCommit`); its errors are only logged (R8.09). */
  commitStayConsult?: PerformHooks['commitStayConsult'];
  /** The clock of the tap guards (R9.03). */
  now?: () => number;
}

/** The dispatcher for `<ActionProvider>`: guard the tap, resolve it in its context, perform the effects. */
export function createActionEngine(deps: ActionEngineDeps): Dispatch {
  const { platform } = deps;
  const fallback = defaultHooks(platform);
  const hooks: PerformHooks = {
    ensureLogin: deps.ensureLogin ?? fallback.ensureLogin,
    commitStayConsult: deps.commitStayConsult ?? fallback.commitStayConsult,
  };
  const allowed = createGuard(deps.now);
  return async (intent) => {
    if (!allowed(intent)) {
      platform.log.info('[action] repeated tap ignored', intent.kind);
      return;
    }
    try {
      const effects = resolve(intent, await deps.context());
      await perform(effects, platform, hooks);
    } catch (error) {
      platform.log.error(
        `[action] ${intent.kind} failed`,
        error instanceof Error ? error.message : error,
      );
      platform.errors.captureException(error, { intent: intent.kind });
    }
  };
}
