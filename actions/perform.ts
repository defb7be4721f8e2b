import { BRIDGE_HANDLERS } from '../platform/bridge.ts';
import type { Platform } from '../platform/platform.ts';
import type { Effect } from './effects.ts';
import type { StayConsultPayload } from './stay-consult.ts';

/** What performing needs besides the platform: the login flow and the stay-consult commit. */
export interface PerformHooks {
  /** Resolves true once the visitor is logged in (the forms issue's login popup). */
  ensureLogin: () => Promise<boolean>;
  commitStayConsult: (payload: StayConsultPayload) => Promise<unknown>;
}

/** Until a login flow is provided: nobody is asked, the tap stops, and the log says why. */
export function defaultHooks(platform: Platform): PerformHooks {
  return {
    ensureLogin: () => {
      platform.log.warn('[action] login required but no login flow is provided');
      return Promise.resolve(false);
    },
    commitStayConsult: () => Promise.reject(new Error('no stay-consult commit provided')),
  };
}

async function performOne(
  effect: Effect,
  platform: Platform,
  hooks: PerformHooks,
): Promise<boolean> {
  switch (effect.type) {
    case 'login':
      return hooks.ensureLogin();
    case 'commitStayConsult':
      try {
        await hooks.commitStayConsult(effect.payload);
      } catch (error) {
        platform.log.warn(
          '[action] stay-consult not recorded',
          error instanceof Error ? error.message : error,
        );
      }
      return true;
    case 'open':
      await platform.browser.open(effect.url);
      return true;
    case 'nativeJump':
      await platform.bridge.jump(effect.module, effect.params);
      return true;
    case 'nativeBack':
      await platform.bridge.back();
      return true;
    case 'historyBack':
      await platform.browser.historyBack();
      return true;
    case 'miniProgramNavigate':
      await platform.miniProgram.navigate(effect.url);
      return true;
    case 'miniProgramBack':
      await platform.miniProgram.back();
      return true;
    case 'appOpenMiniProgram': {
      const { type: _type, ...target } = effect;
      await platform.bridge.send(BRIDGE_HANDLERS.openMiniProgram, target);
      return true;
    }
    case 'openMiniProgramLink':
      await platform.browser.openMiniProgram(effect.link);
      return true;
    case 'openProduct':
      await platform.browser.openProduct(effect.link);
      return true;
    case 'launchApp':
      await platform.appLauncher.launch(effect.url, effect.fallbackUrl);
      return true;
    case 'track':
      platform.analytics.track(effect.event, effect.properties);
      return true;
    case 'appShare':
      await platform.bridge.send(BRIDGE_HANDLERS.share, effect.payload);
      return true;
    case 'wechatShare':
      await platform.wechatShare.apply(effect.payload);
      return true;
    case 'wechatOpenLocation':
      await platform.wechatShare.openLocation(effect.location);
      return true;
    case 'miniProgramShare':
      await platform.miniProgram.postMessage({ share: effect.payload });
      return true;
    case 'toast':
      platform.toast(effect.message);
      return true;
    case 'refused':
      platform.log.warn('[link] refused', effect.reason);
      return true;
    case 'ignored':
      platform.log.info('[action] nothing to do', effect.reason);
      return true;
    default:
      return effect satisfies never;
  }
}

/**
 * Runs the effects in order through the platform. A login the visitor does not complete stops the
 * rest; any other failure is logged and reported, and the following effects still run.
 */
export async function perform(
  effects: readonly Effect[],
  platform: Platform,
  hooks: PerformHooks = defaultHooks(platform),
): Promise<void> {
  for (const effect of effects) {
    let goOn = true;
    try {
      goOn = await performOne(effect, platform, hooks);
    } catch (error) {
      platform.log.error(
        `[action] ${effect.type} failed`,
        error instanceof Error ? error.message : error,
      );
      platform.errors.captureException(error, { effect: effect.type });
      if (effect.type === 'login') goOn = false;
    }
    if (!goOn) {
      platform.log.info('[action] stopped: the visitor did not log in');
      return;
    }
  }
}
