import type { ApiCall } from '../api/client.ts';
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
      jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData'],
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
): WechatShare {
  let signing: { url: string; ready: Promise<boolean> } | undefined;
  const sign = async (url: string): Promise<boolean> => {
    const answer = await call('weixinGetJsShareParams', { query: { url } });
    if (answer.code !== SUCCESS_CODE) throw new Error(answer.message || 'no share signature');
    const ok = await configured(await loadWx(), answer.data, timeoutMs);
    if (!ok) throw new Error('wx.config did not become ready');
    return true;
  };
  return {
    async apply(payload) {
      const url = currentUrl().split('#')[0] ?? '';
      if (signing?.url !== url) signing = { url, ready: sign(url) };
      const current = signing;
      try {
        await current.ready;
      } catch (error) {
        if (signing === current) signing = undefined;
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
