import type { WxCallbacks, WxSdk } from './wx.ts';

/** One call an outside system received: the method and its arguments without callbacks. */
export interface RecordedCall {
  method: string;
  args?: unknown;
}

function withoutCallbacks(options: unknown): unknown {
  if (typeof options !== 'object' || options === null) return options;
  return Object.fromEntries(
    Object.entries(options).filter(([, value]) => typeof value !== 'function'),
  );
}

/** How the fake WeChat SDK behaves. */
export interface FakeWxOptions {
  /** wx.miniProgram calls answer through `fail`. */
  failMiniProgram?: boolean;
  /** After wx.config: 'ready' (default), 'error', or 'never' (neither fires). */
  configOutcome?: 'ready' | 'error' | 'never';
}

/** A WeChat JS-SDK that records every call; the same shape e2e tests install as `window.jWeixin`. */
export function createFakeWx(options: FakeWxOptions = {}): { sdk: WxSdk; calls: RecordedCall[] } {
  const calls: RecordedCall[] = [];
  let state: 'idle' | 'ready' | 'error' = 'idle';
  const readyCallbacks: Array<() => void> = [];
  const errorCallbacks: Array<(error: unknown) => void> = [];
  const record = (method: string) => (args?: unknown) => {
    calls.push(args === undefined ? { method } : { method, args: withoutCallbacks(args) });
    const callbacks = args as WxCallbacks | undefined;
    if (method.startsWith('miniProgram.') && options.failMiniProgram)
      callbacks?.fail?.({ errMsg: `${method}:fail` });
    else callbacks?.success?.({ errMsg: `${method}:ok` });
  };
  const sdk: WxSdk = {
    miniProgram: {
      navigateTo: record('miniProgram.navigateTo'),
      switchTab: record('miniProgram.switchTab'),
      reLaunch: record('miniProgram.reLaunch'),
      navigateBack: record('miniProgram.navigateBack'),
      postMessage: record('miniProgram.postMessage'),
    },
    config(config) {
      calls.push({ method: 'config', args: config });
      const outcome = options.configOutcome ?? 'ready';
      if (outcome === 'never') return;
      queueMicrotask(() => {
        state = outcome;
        if (outcome === 'ready') readyCallbacks.splice(0).forEach((callback) => callback());
        else
          errorCallbacks
            .splice(0)
            .forEach((callback) => callback({ errMsg: 'config:invalid signature' }));
      });
    },
    ready(callback) {
      if (state === 'ready') callback();
      else readyCallbacks.push(callback);
    },
    error(callback) {
      if (state === 'error') callback({ errMsg: 'config:invalid signature' });
      else errorCallbacks.push(callback);
    },
    updateAppMessageShareData: record('updateAppMessageShareData'),
    updateTimelineShareData: record('updateTimelineShareData'),
    openLocation: record('openLocation'),
  };
  return { sdk, calls };
}
