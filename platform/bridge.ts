/** R8.13: the rejection when the native bridge never comes. */
export const BRIDGE_ABSENT = 'not a WebViewJavascriptBridge environment';
/** R5.15: the native jump helper refuses an empty module key. */
export const NATIVE_JUMP_EMPTY = 'native jump module cannot be empty';
/** How long a call waits for the bridge (and an answering handler for its answer). */
export const BRIDGE_TIMEOUT_MS = 3000;

/**
 * The app's handler names. The spec does not print them; these are the names this client and the
 * app agree on, kept in one table.
 */
export const BRIDGE_HANDLERS = {
  jump: 'nativeJump',
  back: 'goBack',
  share: 'share',
  encryptedUserId: 'getEncryId',
  openMiniProgram: 'openMiniProgram',
} as const;

/** The object the app injects (WebViewJavascriptBridge on iOS and Android). */
export interface JsBridge {
  callHandler(name: string, data?: unknown, callback?: (response: unknown) => void): void;
}

/** The parts of `window` the bridge uses; tests pass a plain object. */
export interface BridgeHost {
  WebViewJavascriptBridge?: JsBridge;
  WVJBCallbacks?: Array<(bridge: JsBridge) => void>;
  document?: Pick<Document, 'addEventListener' | 'createElement' | 'documentElement'>;
}

/** The native app's services. Calls made before the bridge is ready wait for it, in order. */
export interface NativeBridge {
  /** Calls a handler and waits for its answer. */
  request(handler: string, data?: unknown): Promise<unknown>;
  /** Calls a handler that may never answer; settles once the call is handed over. */
  send(handler: string, data?: unknown): Promise<void>;
  /** Opens a native page by module key (R5.15). */
  jump(module: string, params?: Record<string, string>): Promise<void>;
  back(): Promise<void>;
  /** The logged-in user's encrypted id, or undefined when the app has none. */
  encryptedUserId(): Promise<string | undefined>;
}

function signalIos(host: BridgeHost): void {
  const doc = host.document;
  if (!doc) return;
  const frame = doc.createElement('iframe');
  frame.style.display = 'none';
  frame.src = 'https://__bridge_loaded__';
  doc.documentElement.appendChild(frame);
  setTimeout(() => frame.remove(), 0);
}

function whenReady(host: BridgeHost, timeoutMs: number): Promise<JsBridge> {
  return new Promise((resolve, reject) => {
    if (host.WebViewJavascriptBridge) return resolve(host.WebViewJavascriptBridge);
    const timer = setTimeout(() => reject(new Error(BRIDGE_ABSENT)), timeoutMs);
    const ready = (bridge: JsBridge) => {
      clearTimeout(timer);
      resolve(bridge);
    };
    // iOS: the bridge's setup callback queue, then the load signal to the native side.
    if (host.WVJBCallbacks) host.WVJBCallbacks.push(ready);
    else {
      host.WVJBCallbacks = [ready];
      signalIos(host);
    }
    // Android: the bridge announces itself with an event on the document.
    host.document?.addEventListener('WebViewJavascriptBridgeReady', () => {
      if (host.WebViewJavascriptBridge) ready(host.WebViewJavascriptBridge);
    });
  });
}

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(message)), ms);
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (
        clearTimeout(timer),
        reject(error instanceof Error ? error : new Error(String(error)))
      ),
    );
  });
}

function textOf(answer: unknown, key: string): string | undefined {
  let value = answer;
  if (typeof value === 'string' && value.trim().startsWith('{')) {
    try {
      value = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  if (typeof value === 'string') return value.trim() || undefined;
  const field =
    typeof value === 'object' && value !== null
      ? (value as Record<string, unknown>)[key]
      : undefined;
  return typeof field === 'string' && field !== '' ? field : undefined;
}

/** The native bridge reached through its setup callback; rejects with BRIDGE_ABSENT after a timeout. */
export function createNativeBridge(
  host: BridgeHost,
  timeoutMs: number = BRIDGE_TIMEOUT_MS,
): NativeBridge {
  let ready: Promise<JsBridge> | undefined;
  const bridge = () => {
    ready ??= whenReady(host, timeoutMs).catch((error: unknown) => {
      ready = undefined;
      throw error;
    });
    return ready;
  };
  const request = (handler: string, data?: unknown) =>
    bridge().then((js) =>
      withTimeout(
        new Promise<unknown>((resolve) => js.callHandler(handler, data, resolve)),
        timeoutMs,
        `${handler} did not answer`,
      ),
    );
  const send = (handler: string, data?: unknown) =>
    bridge().then((js) => js.callHandler(handler, data));
  return {
    request,
    send,
    jump: (module, params = {}) =>
      module.trim() === ''
        ? Promise.reject(new Error(NATIVE_JUMP_EMPTY))
        : send(BRIDGE_HANDLERS.jump, { module: module.trim(), params }),
    back: () => send(BRIDGE_HANDLERS.back),
    encryptedUserId: () =>
      request(BRIDGE_HANDLERS.encryptedUserId).then((answer) => textOf(answer, 'encryId')),
  };
}
