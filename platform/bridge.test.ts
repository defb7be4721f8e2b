import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  BRIDGE_ABSENT,
  BRIDGE_HANDLERS,
  NATIVE_JUMP_EMPTY,
  createNativeBridge,
  type BridgeHost,
  type JsBridge,
} from './bridge.ts';

function recordingBridge(answers: Record<string, unknown> = {}) {
  const calls: Array<{ name: string; data: unknown }> = [];
  const bridge: JsBridge = {
    callHandler(name, data, callback) {
      calls.push({ name, data });
      if (name in answers) callback?.(answers[name]);
    },
  };
  return { bridge, calls };
}

function fakeDocument() {
  const listeners = new Map<string, () => void>();
  const appended: Array<{ src: string }> = [];
  const doc = {
    addEventListener: (name: string, listener: () => void) => listeners.set(name, listener),
    createElement: () => ({ style: {}, src: '', remove: vi.fn() }),
    documentElement: { appendChild: (frame: { src: string }) => appended.push(frame) },
  };
  return { doc: doc as unknown as NonNullable<BridgeHost['document']>, listeners, appended };
}

describe('createNativeBridge', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test('R8.13 a bridge that never comes rejects with "not a WebViewJavascriptBridge environment"', async () => {
    const native = createNativeBridge({ document: fakeDocument().doc }, 3000);
    const result = native.back();
    const settled = vi.fn();
    result.catch(settled);
    await vi.advanceTimersByTimeAsync(2999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).rejects.toThrow(BRIDGE_ABSENT);
  });

  test('calls made before the bridge is ready are queued and run in order through the setup callback', async () => {
    const { doc, appended } = fakeDocument();
    const host: BridgeHost = { document: doc };
    const native = createNativeBridge(host);
    const first = native.send('first', { n: 1 });
    const second = native.jump('projectDetail', { id: '9' });
    expect(appended).toEqual([expect.objectContaining({ src: 'https://__bridge_loaded__' })]);
    const { bridge, calls } = recordingBridge();
    host.WVJBCallbacks?.forEach((callback) => callback(bridge));
    await Promise.all([first, second]);
    expect(calls).toEqual([
      { name: 'first', data: { n: 1 } },
      { name: BRIDGE_HANDLERS.jump, data: { module: 'projectDetail', params: { id: '9' } } },
    ]);
  });

  test('an Android bridge announced by its ready event is used', async () => {
    const { doc, listeners } = fakeDocument();
    const host: BridgeHost = { document: doc };
    const native = createNativeBridge(host);
    const pending = native.back();
    const { bridge, calls } = recordingBridge();
    host.WebViewJavascriptBridge = bridge;
    listeners.get('WebViewJavascriptBridgeReady')?.();
    await pending;
    expect(calls).toEqual([{ name: BRIDGE_HANDLERS.back, data: undefined }]);
  });

  test('a bridge already present is used at once', async () => {
    const { bridge, calls } = recordingBridge({
      [BRIDGE_HANDLERS.encryptedUserId]: '{"encryId":"enc-1"}',
    });
    const native = createNativeBridge({ WebViewJavascriptBridge: bridge });
    await expect(native.encryptedUserId()).resolves.toBe('enc-1');
    expect(calls.map((call) => call.name)).toEqual([BRIDGE_HANDLERS.encryptedUserId]);
  });

  test.each([
    ['a plain string', 'enc-2', 'enc-2'],
    ['an object', { encryId: 'enc-3' }, 'enc-3'],
    ['nothing', '', undefined],
    ['broken JSON', '{oops', undefined],
  ])('the encrypted user id answered as %s', async (_name, answer, expected) => {
    const { bridge } = recordingBridge({ [BRIDGE_HANDLERS.encryptedUserId]: answer });
    await expect(
      createNativeBridge({ WebViewJavascriptBridge: bridge }).encryptedUserId(),
    ).resolves.toBe(expected);
  });

  test('a handler that never answers a request is rejected after the timeout', async () => {
    const { bridge } = recordingBridge();
    const pending = createNativeBridge({ WebViewJavascriptBridge: bridge }, 1000).request('silent');
    const assertion = expect(pending).rejects.toThrow('silent did not answer');
    await vi.advanceTimersByTimeAsync(1000);
    await assertion;
  });

  test.each([[''], ['   ']])(
    'R5.15 native jump with empty module key %j → "native jump module cannot be empty"',
    async (module) => {
      const { bridge, calls } = recordingBridge();
      await expect(
        createNativeBridge({ WebViewJavascriptBridge: bridge }).jump(module),
      ).rejects.toThrow(NATIVE_JUMP_EMPTY);
      expect(calls).toEqual([]);
    },
  );

  test('after a timeout a later call tries again and finds a bridge injected since', async () => {
    const host: BridgeHost = { document: fakeDocument().doc };
    const native = createNativeBridge(host, 100);
    const failed = native.back();
    const assertion = expect(failed).rejects.toThrow(BRIDGE_ABSENT);
    await vi.advanceTimersByTimeAsync(100);
    await assertion;
    const { bridge, calls } = recordingBridge();
    host.WebViewJavascriptBridge = bridge;
    await native.back();
    expect(calls).toHaveLength(1);
  });
});
