import { contextSource, type ContextSourceOptions } from '../actions/context.ts';
import { createActionEngine } from '../actions/engine.ts';
import { createStayConsultCommit } from '../actions/stay-consult.ts';
import { traceDispatch, type TraceEntry } from '../actions/trace.ts';
import type { Dispatch } from '../actions/use-action.tsx';
import type { Platform } from '../platform/platform.ts';
import type { Services } from './services.ts';

/**
 * The action engine over the page's services and the whole platform; the composition root loads
 * this file with the first intent (see lazy-dispatch.ts), so none of it is in the first load.
 */
export function engineFor(
  platform: Platform,
  { api, forms, visit }: Pick<Services, 'api' | 'forms' | 'visit'>,
  mobileSite = false,
): Dispatch {
  return createActionEngine({
    platform,
    context: contextSource({
      platform,
      page: () => visit.page,
      session: () => {
        const user = forms.auth.user();
        return { loggedIn: user !== undefined, ...(user ? { userId: user.id } : {}) };
      },
      share: () => visit.share,
      mobileSite,
      ...(platform.config.miniProgramAppId
        ? { miniProgramAppId: platform.config.miniProgramAppId }
        : {}),
    }),
    ensureLogin: forms.ensureLogin,
    commitStayConsult: createStayConsultCommit((name, options) => api.call(name, options)),
  });
}

/**
 * The preview's engine (app/preview): the context of each tap built as `engineFor` builds it, over a
 * simulated host, and the same `resolve()`; the effects are handed to `record` instead of being
 * performed. It lives beside `engineFor` so the preview loads the very chunk a real tap loads.
 */
export function traceEngineFor(
  options: ContextSourceOptions,
  record: (entry: TraceEntry) => void,
): Dispatch {
  return traceDispatch(contextSource(options), record);
}
