import type { Autoplay } from './autoplay.ts';

/** The part of the bridge WeChat's browser injects into each page that this adapter uses. */
interface WeixinJSBridge {
  invoke?(name: string, params: object, callback: () => void): void;
}

/** A window of WeChat's browser: the bridge arrives some time after the page's first scripts. */
type WeChatWindow = Window & { WeixinJSBridge?: WeixinJSBridge };

/** The event WeChat's browser fires on the document once its bridge is there. */
export const BRIDGE_READY = 'WeixinJSBridgeReady';

/**
 * WeChat's browser starts a video with its sound on, without a tap, only from its bridge: inside the
 * `WeixinJSBridgeReady` event, or, when the bridge is already there, inside the answer of one of its
 * calls (getNetworkType, which asks nothing of the visitor). So the start waits for the bridge.
 */
export function weChatAutoplay(win: Window): Autoplay {
  const wechat = win as WeChatWindow;
  return (start) => {
    let cancelled = false;
    const startWithSound = () => {
      if (!cancelled) start(false);
    };
    const bridge = wechat.WeixinJSBridge;
    if (bridge) {
      if (typeof bridge.invoke === 'function') bridge.invoke('getNetworkType', {}, startWithSound);
      else startWithSound();
      return () => void (cancelled = true);
    }
    win.document.addEventListener(BRIDGE_READY, startWithSound, { once: true });
    return () => {
      cancelled = true;
      win.document.removeEventListener(BRIDGE_READY, startWithSound);
    };
  };
}
