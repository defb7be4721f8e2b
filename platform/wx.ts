/** Callbacks every WeChat JS-SDK call accepts. */
export interface WxCallbacks {
  success?: (result: unknown) => void;
  fail?: (error: unknown) => void;
}

/** The mini-program side of the SDK, usable inside a mini-program web-view. */
export interface WxMiniProgram {
  navigateTo(options: { url: string } & WxCallbacks): void;
  switchTab(options: { url: string } & WxCallbacks): void;
  reLaunch(options: { url: string } & WxCallbacks): void;
  navigateBack(options?: { delta?: number } & WxCallbacks): void;
  postMessage(options: { data: unknown }): void;
}

/** Share data as the SDK takes it. */
export interface WxShareData {
  title: string;
  desc: string;
  link: string;
  imgUrl: string;
}

/** The part of `weixin-js-sdk` this client uses. */
export interface WxSdk {
  miniProgram: WxMiniProgram;
  config(options: {
    debug: boolean;
    appId: string;
    timestamp: number | string;
    nonceStr: string;
    signature: string;
    jsApiList: string[];
    openTagList?: string[];
  }): void;
  ready(callback: () => void): void;
  error(callback: (error: unknown) => void): void;
  updateAppMessageShareData(data: WxShareData & WxCallbacks): void;
  updateTimelineShareData(data: Omit<WxShareData, 'desc'> & WxCallbacks): void;
  openLocation(
    options: {
      latitude: number;
      longitude: number;
      name?: string;
      address?: string;
      scale?: number;
    } & WxCallbacks,
  ): void;
}

/** Loads the SDK when first needed. */
export type LoadWx = () => Promise<WxSdk>;

/**
 * The real SDK, imported lazily (4.5 kB gzip kept out of the first paint). The SDK hands back
 * `window.jWeixin` when the page already has one (the official script tag, or a test's fake).
 */
export const loadWeixinSdk: LoadWx = () =>
  import('weixin-js-sdk').then((module) => {
    const sdk: unknown = (module as { default?: unknown }).default ?? module;
    if (sdk === undefined || sdk === null) throw new Error('weixin-js-sdk is not available here');
    return sdk as WxSdk;
  });
