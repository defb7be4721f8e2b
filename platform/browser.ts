import type { AnswerOf } from '../api/answer-types.ts';
import type { ApiCall } from '../api/client.ts';
import type { Envelope } from '../lib/wire.ts';
import { SUCCESS_CODE } from '../lib/wire.ts';
import { checkLinkTarget } from '../lib/url-safety.ts';
import type { Leave } from './leaving.ts';
import type { Logger, ShowToast } from './types.ts';

/** R8.03: shown when opening a link fails on the network. */
export const SERVER_ERROR = '服务器异常';
/** R9.04: goods are opened with scene 10 and source laobanyunh5. */
export const GOODS_SCENE = 10;
export const GOODS_SOURCE = 'laobanyunh5';

/** The parts of `window` the browser adapter uses. */
export interface BrowserHost {
  location: Pick<Location, 'assign'>;
  history: Pick<History, 'back'>;
  document: Pick<Document, 'referrer'>;
}

/** A mini-program page to open from a browser, and the site page to use when it cannot be. */
export interface MiniProgramLink {
  appId?: string;
  path: string;
  query: string;
  envVersion: 'release' | 'trial';
  fallbackUrl?: string;
}

/** A product to open through its URL scheme. */
export interface ProductLink {
  productId: string;
  platformId?: string;
  roomLiveId?: string;
  memberUserId?: string;
  fallbackUrl?: string;
}

/** Leaving the page in a browser (plain or WeChat), and in the web-views for plain links. */
export interface BrowserAdapter {
  /**
   * Opens an address that passes the link check, once the page's analytics have left (bounded, see
   * `createLeaving`); anything else is refused and logged. Settles once the navigation is asked for.
   */
  open(url: string): Promise<void>;
  hasReferrer(): boolean;
  /** Goes back, once the page's analytics have left (as `open`). */
  historyBack(): Promise<void>;
  /** Asks `userWxmp/openLink` for a link into the mini-program and follows it (or the fallback). */
  openMiniProgram(link: MiniProgramLink): Promise<void>;
  /** Asks `roomLiveProduct/getUrlScheme` for the product's link and follows it (or the fallback). */
  openProduct(link: ProductLink): Promise<void>;
}

/** The link a successful answer carries: the data itself, or its url, openLink or urlScheme. */
function linkOf(answer: Envelope<AnswerOf<'userWxmpOpenLink'>>): string | undefined {
  if (answer.code !== SUCCESS_CODE) return undefined;
  const { data } = answer;
  if (typeof data === 'string') return data;
  return data.url ?? data.openLink ?? data.urlScheme;
}

/** The browser adapter over `window`, the gateway and the toast; `leave` replaces the page. */
export function createBrowser(
  host: BrowserHost,
  call: ApiCall,
  toast: ShowToast,
  log: Logger,
  leave: Leave,
): BrowserAdapter {
  const open = async (url: string) => {
    const verdict = checkLinkTarget(url);
    if (verdict.ok) await leave(() => host.location.assign(verdict.url));
    else log.warn('[link] refused', verdict.reason);
  };
  const follow = async (
    endpoint: 'userWxmpOpenLink' | 'roomLiveProductGetUrlScheme',
    body: object,
    fallbackUrl: string | undefined,
  ) => {
    let answer;
    try {
      answer = await call(endpoint, { body });
    } catch (error) {
      log.error(`[link] ${endpoint} failed`, error);
      toast(SERVER_ERROR);
      return;
    }
    const url = linkOf(answer);
    if (url !== undefined && checkLinkTarget(url).ok) await open(url);
    else if (fallbackUrl !== undefined) await open(fallbackUrl);
    else toast(answer.message || SERVER_ERROR);
  };
  return {
    open,
    hasReferrer: () => host.document.referrer !== '',
    historyBack: () => leave(() => host.history.back()),
    openMiniProgram: ({ appId, path, query, envVersion, fallbackUrl }) =>
      follow('userWxmpOpenLink', { path, query, appId, envVersion }, fallbackUrl),
    openProduct: ({ productId, platformId, roomLiveId, memberUserId, fallbackUrl }) =>
      follow(
        'roomLiveProductGetUrlScheme',
        {
          memberUserId,
          productId,
          platformId,
          roomLiveId,
          scene: GOODS_SCENE,
          source: GOODS_SOURCE,
        },
        fallbackUrl,
      ),
  };
}
