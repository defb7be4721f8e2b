// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from 'vitest';
import { BRIDGE_READY, weChatAutoplay } from './wechat-autoplay.ts';

type BridgeWindow = Window & { WeixinJSBridge?: unknown };

afterEach(() => {
  delete (window as BridgeWindow).WeixinJSBridge;
});

describe("WeChat's browser starts a video with its sound from its bridge", () => {
  test('before the bridge nothing starts; on WeixinJSBridgeReady it starts once, with sound', () => {
    const start = vi.fn();
    weChatAutoplay(window)(start);
    expect(start).not.toHaveBeenCalled();
    document.dispatchEvent(new Event(BRIDGE_READY));
    document.dispatchEvent(new Event(BRIDGE_READY));
    expect(start).toHaveBeenCalledTimes(1);
    expect(start).toHaveBeenCalledWith(false);
  });

  test('a player gone before the bridge never starts', () => {
    const start = vi.fn();
    const cancel = weChatAutoplay(window)(start);
    cancel();
    document.dispatchEvent(new Event(BRIDGE_READY));
    expect(start).not.toHaveBeenCalled();
  });

  test('with the bridge already there it starts at once, inside the answer of a bridge call', () => {
    const start = vi.fn();
    const invoke = vi.fn((_name: string, _params: object, callback: () => void) => {
      expect(start).not.toHaveBeenCalled();
      callback();
    });
    (window as BridgeWindow).WeixinJSBridge = { invoke };
    weChatAutoplay(window)(start);
    expect(invoke).toHaveBeenCalledWith('getNetworkType', {}, expect.any(Function));
    expect(start).toHaveBeenCalledWith(false);
  });

  test('a bridge without calls starts it at once; a cancelled start whose answer comes late does not', () => {
    (window as BridgeWindow).WeixinJSBridge = {};
    const start = vi.fn();
    weChatAutoplay(window)(start);
    expect(start).toHaveBeenCalledWith(false);

    let answer = () => {};
    (window as BridgeWindow).WeixinJSBridge = {
      invoke: (_name: string, _params: object, callback: () => void) => void (answer = callback),
    };
    const late = vi.fn();
    weChatAutoplay(window)(late)();
    answer();
    expect(late).not.toHaveBeenCalled();
  });
});
