// Forcing each of the four environments in Chromium (platform/README.md): a user agent, a query
// flag, and fakes of the native bridge and of WeChat's JS-SDK installed before the page's scripts
// run. Every fake call lands in `window.__calls` as `{ via, name, data }` (via: 'bridge', 'wx' or 'weixin'),
// and so does every Content Security Policy violation (via: 'csp').

/** Chromium's own user agent on a phone, without any marker. */
const BASE_UA =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';

/** The four environments: how each is forced and what the page should call itself. */
export const ENVIRONMENTS = {
  app: { query: '&isApp=1', userAgent: BASE_UA, bridge: true, wx: false, miniProgram: false },
  miniProgram: {
    query: '',
    userAgent: `${BASE_UA} MicroMessenger/8.0.20 miniProgram/wx1234567890abcdef`,
    bridge: false,
    wx: true,
    miniProgram: true,
  },
  wechatBrowser: {
    query: '',
    userAgent: `${BASE_UA} MicroMessenger/8.0.42`,
    bridge: false,
    wx: true,
    miniProgram: false,
  },
  browser: { query: '', userAgent: BASE_UA, bridge: false, wx: false, miniProgram: false },
};

/** The environment names, in detection order. */
export const HOST_NAMES = Object.keys(ENVIRONMENTS);

/** Runs in the page before its own scripts: records into window.__calls. */
function installFakes({ bridge, wx, miniProgram, encryId, weixinBridge }) {
  const calls = [];
  Object.defineProperty(window, '__calls', { value: calls, configurable: false });
  const record = (via, name, data) => {
    let copy = data;
    try {
      copy = data === undefined ? undefined : JSON.parse(JSON.stringify(data));
    } catch {
      copy = String(data);
    }
    calls.push({ via, name, data: copy });
  };
  // A script the page tried to run against its Content Security Policy (e.g. a javascript: address).
  window.addEventListener(
    'securitypolicyviolation',
    (event) => record('csp', event.violatedDirective, event.blockedURI),
    true,
  );
  if (bridge) {
    window.WebViewJavascriptBridge = {
      callHandler(name, data, callback) {
        record('bridge', name, data);
        if (name === 'getEncryId') callback?.(encryId);
      },
    };
  }
  // WeChat's own bridge (WeixinJSBridge, not the JS-SDK): there from the start ('ready'), or
  // arriving when the test calls window.__weixinBridgeReady() ('later'), which fires the event
  // WeChat fires on the document then. Its calls land as via 'weixin'.
  if (weixinBridge) {
    const install = () => {
      window.WeixinJSBridge = {
        invoke(name, params, callback) {
          record('weixin', name, params);
          callback?.({ err_msg: `${name}:ok` });
        },
      };
    };
    if (weixinBridge === 'ready') install();
    else
      window.__weixinBridgeReady = () => {
        install();
        document.dispatchEvent(new Event('WeixinJSBridgeReady'));
      };
  }
  if (miniProgram) window.__wxjs_environment = 'miniprogram';
  if (wx) {
    const mini = (name) => (options) => {
      record('wx', `miniProgram.${name}`, options);
      options?.success?.({});
    };
    window.jWeixin = {
      miniProgram: {
        navigateTo: mini('navigateTo'),
        switchTab: mini('switchTab'),
        reLaunch: mini('reLaunch'),
        navigateBack: mini('navigateBack'),
        postMessage: mini('postMessage'),
        getEnv: (callback) => callback?.({ miniprogram: miniProgram }),
      },
      config: (options) => record('wx', 'config', options),
      ready: (callback) => callback?.(),
      error: () => {},
      checkJsApi: () => {},
      updateAppMessageShareData: (data) => record('wx', 'updateAppMessageShareData', data),
      updateTimelineShareData: (data) => record('wx', 'updateTimelineShareData', data),
      openLocation: (data) => record('wx', 'openLocation', data),
    };
  }
}

/**
 * A fresh browser context forced into one environment, with the fakes installed in every page it
 * opens; in the app, the bridge hands over `encryId` as the signed-in user (none by default);
 * `weixinBridge` ('ready' or 'later') adds WeChat's own bridge (see installFakes); `options` adds
 * Playwright context options (e.g. `bypassCSP`). Returns the context; close it when done.
 */
export async function environmentContext(
  browser,
  name,
  viewport = { width: 375, height: 812 },
  { encryId = '', weixinBridge = '', options = {} } = {},
) {
  const environment = ENVIRONMENTS[name];
  if (!environment) throw new Error(`unknown environment ${name}`);
  const context = await browser.newContext({
    viewport,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    locale: 'zh-CN',
    userAgent: environment.userAgent,
    ...options,
  });
  await context.addInitScript(installFakes, {
    bridge: environment.bridge,
    wx: environment.wx,
    miniProgram: environment.miniProgram,
    encryId,
    weixinBridge,
  });
  return context;
}

/** What the fakes recorded so far in this page (bridge handlers and wx calls, in order). */
export function recordedCalls(page) {
  return page.evaluate(() => window.__calls ?? []);
}
