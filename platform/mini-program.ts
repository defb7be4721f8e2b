import type { DeploymentName } from '../lib/deployment.ts';
import type { Leave } from './leaving.ts';
import type { Logger } from './types.ts';
import type { LoadWx } from './wx.ts';

/** The mini-program's tab pages (spec §2): reached by tab switch, never by ordinary navigation. */
export const TAB_PAGES = ['home', 'project', 'index', 'policySubsidy', 'my'] as const;

/** How the mini-program is asked to show a page. */
export interface MiniProgramRoute {
  method: 'switchTab' | 'reLaunch' | 'navigateTo';
  url: string;
}

/**
 * Spec §2: tab pages by tab switch (which takes no query), /pages/index/index relaunched when a
 * roomLiveId is given (the live tab then opens that live room), other pages by navigateTo.
 */
export function miniProgramRoute(target: string): MiniProgramRoute {
  const url = target.startsWith('/') ? target : `/${target}`;
  const [path = url, search = ''] = url.split('?', 2);
  const page = /^\/pages\/([^/]+)\/([^/]+)$/.exec(path);
  const tab = page !== null && page[1] === page[2] && TAB_PAGES.some((name) => name === page[1]);
  if (tab && page[1] === 'index' && new URLSearchParams(search).get('roomLiveId'))
    return { method: 'reLaunch', url };
  if (tab) return { method: 'switchTab', url: path };
  return { method: 'navigateTo', url };
}

/** R9.14: mini-programs are opened in their release version in production, trial otherwise. */
export function miniProgramEnvVersion(deployment: DeploymentName): 'release' | 'trial' {
  return deployment === 'production' ? 'release' : 'trial';
}

/** The mini-program that hosts this page (inside its web-view). */
export interface MiniProgramAdapter {
  navigate(target: string): Promise<void>;
  back(): Promise<void>;
  /** Data the mini-program receives when the visitor shares or leaves (e.g. the share payload). */
  postMessage(data: unknown): Promise<void>;
}

/**
 * The adapter over `wx.miniProgram`, loading the SDK on first use. A tab switch, a relaunch and going
 * back close the mini-program page that holds this web-view, and this page with it, so they go
 * through `leave` (the page's analytics leave first); navigateTo opens a page above and keeps it.
 */
export function createMiniProgram(loadWx: LoadWx, log: Logger, leave: Leave): MiniProgramAdapter {
  const fail = (what: string) => (error: unknown) =>
    log.warn(`[mini-program] ${what} failed`, error);
  return {
    async navigate(target) {
      const { method, url } = miniProgramRoute(target);
      const wx = await loadWx();
      const go = () => wx.miniProgram[method]({ url, fail: fail(method) });
      if (method === 'navigateTo') go();
      else await leave(go);
    },
    async back() {
      const wx = await loadWx();
      await leave(() => wx.miniProgram.navigateBack({ delta: 1, fail: fail('navigateBack') }));
    },
    async postMessage(data) {
      (await loadWx()).miniProgram.postMessage({ data });
    },
  };
}
