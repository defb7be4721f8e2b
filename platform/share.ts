import type { ApiCall } from '../api/client.ts';
import { MAP_ZOOM, type MapLocation } from '../lib/map.ts';
import { SUCCESS_CODE } from '../lib/wire.ts';
import type { Logger } from './types.ts';
import type { LoadWx, WxSdk } from './wx.ts';

/** R8.11: the toast when a share is asked for and the page has no share parameters. */
export const SHARE_MISSING = '分享参数不存在';
/** How long the page waits for wx.ready before going on without a configured share. */
export const WECHAT_READY_TIMEOUT_MS = 5000;

/** What is shared (spec §3 share payload); `link` is where the share leads. */
export interface SharePayload {
  title: string;
  desc: string;
  image: string;
  link: string;
  mpImage?: string;
  platformType?: number;
  mpOriginalId?: string;
  authConfigId?: string;
}

/** Share inside WeChat's browser: the JS-SDK signed for the current address. */
export interface WechatShare {
  /** Configures the SDK (signed again when the address changed) and sets the share data; true when set. */
  apply(payload: SharePayload): Promise<boolean>;
  /**
   * Opens WeChat's map at the place (zoom 15, R9.16) once the SDK is signed for this address; a
   * signature that fails alerts "fail" followed by the error (R8.17).
   */
  openLocation(location: MapLocation): Promise<void>;
}

interface Signature {
  wxAppId: string;
  timestamp: number | string;
  nonceString: string;
  sign: string;
}

function configured(wx: WxSdk, signature: Signature, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    const settle = (ok: boolean) => (clearTimeout(timer), resolve(ok));
    wx.ready(() => settle(true));
    wx.error(() => settle(false));
    wx.config({
      debug: false,
      appId: signature.wxAppId,
      timestamp: signature.timestamp,
      nonceStr: signature.nonceString,
      signature: signature.sign,
      jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData', 'openLocation'],
      openTagList: ['wx-open-launch-weapp'],
    });
  });
}

/** WeChat share over `weixin/getJsShareParams`; wx.error or a wx.ready that never fires do not hang. */
export function createWechatShare(
  loadWx: LoadWx,
  call: ApiCall,
  currentUrl: () => string,
  log: Logger,
  timeoutMs = WECHAT_READY_TIMEOUT_MS,
  alert: (message: string) => void = (message) => globalThis.alert(message),
): WechatShare {
  let signing: { url: string; ready: Promise<boolean> } | undefined;
  const sign = async (url: string): Promise<boolean> => {
    const answer = await call('weixinGetJsShareParams', { query: { url } });
    if (answer.code !== SUCCESS_CODE) throw new Error(answer.message || 'no share signature');
    const ok = await configured(await loadWx(), answer.data, timeoutMs);
    if (!ok) throw new Error('wx.config did not become ready');
    return true;
  };
  /** Signs the SDK for the current address once (again when it changed); rejects when it fails. */
  const signed = async (): Promise<void> => {
    const url = currentUrl().split('#')[0] ?? '';
    if (signing?.url !== url) signing = { url, ready: sign(url) };
    const current = signing;
    try {
      await current.ready;
    } catch (error) {
      if (signing === current) signing = undefined;
      throw error;
    }
  };
  return {
    async openLocation(location) {
      try {
        await signed();
      } catch (error) {
        alert(`fail${error instanceof Error ? error.message : String(error)}`);
        return;
      }
      (await loadWx()).openLocation({ ...location, scale: MAP_ZOOM });
    },
    async apply(payload) {
      try {
        await signed();
      } catch (error) {
        log.warn(
          '[share] WeChat share not configured',
          error instanceof Error ? error.message : error,
        );
        return false;
      }
      const wx = await loadWx();
      wx.updateAppMessageShareData({
        title: payload.title,
        desc: payload.desc,
        link: payload.link,
        imgUrl: payload.image,
      });
      wx.updateTimelineShareData({
        title: payload.title,
        link: payload.link,
        imgUrl: payload.image,
      });
      return true;
    },
  };
}
