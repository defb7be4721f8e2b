// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from 'vitest';
import { mutedAutoplay } from '../platform/autoplay.ts';
import { BRIDGE_READY } from '../platform/wechat-autoplay.ts';
import { autoplayFor, autoplayHere } from './video-autoplay.ts';

afterEach(() => document.documentElement.removeAttribute('data-bc-host'));

describe('how each host lets a video start by itself (spec §4 video)', () => {
  test.each(['browser', 'app', 'miniProgram'] as const)('%s: at once, muted', (host) => {
    expect(autoplayFor(host, window)).toBe(mutedAutoplay);
    const start = vi.fn();
    autoplayFor(host, window)(start);
    expect(start).toHaveBeenCalledWith(true);
  });

  test("the page marked as in WeChat's browser waits for the bridge, then starts with sound", () => {
    document.documentElement.setAttribute('data-bc-host', 'wechatBrowser');
    const start = vi.fn();
    autoplayHere()(start);
    expect(start).not.toHaveBeenCalled();
    document.dispatchEvent(new Event(BRIDGE_READY));
    expect(start).toHaveBeenCalledWith(false);
  });

  test('a page without a host mark (a story) starts muted', () => {
    expect(autoplayHere()).toBe(mutedAutoplay);
    document.documentElement.setAttribute('data-bc-host', 'somewhere');
    expect(autoplayHere()).toBe(mutedAutoplay);
  });
});
