import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { BRIDGE_ABSENT, NATIVE_JUMP_EMPTY, createNativeBridge } from '../platform/bridge.ts';
import type { Host } from '../platform/host.ts';
import { createFakePlatform } from '../platform/fake-platform.ts';
import { createActionEngine, type ActionEngineDeps } from './engine.ts';
import type { Intent } from './intent.ts';
import { testContext } from './test-context.ts';

const linkTap: Intent = {
  kind: 'imageTap',
  moduleId: 'm1',
  pic: { imgUrl: 'a.jpg', jumpType: 2, linkUrl: 'https://example.invalid/landing' },
  stayConsult: 0,
};
const consultTap: Intent = { ...linkTap, stayConsult: 1 };

function engineIn(host: Host, loggedIn: boolean, deps: Partial<ActionEngineDeps> = {}) {
  const platform = createFakePlatform({ host });
  const dispatch = createActionEngine({
    platform,
    context: () => testContext(host, loggedIn),
    ...deps,
  });
  const methods = () => platform.calls.map((call) => call.method);
  return { platform, dispatch, methods };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2025-04-09T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('tap guards', () => {
  test('R9.03 anti-double-click 3000 ms: a double tap navigates once', async () => {
    const { dispatch, methods } = engineIn('browser', true);
    await dispatch(linkTap);
    await vi.advanceTimersByTimeAsync(200);
    await dispatch(linkTap);
    await vi.advanceTimersByTimeAsync(2799);
    await dispatch(linkTap);
    expect(methods().filter((method) => method === 'browser.open')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await dispatch(linkTap);
    expect(methods().filter((method) => method === 'browser.open')).toHaveLength(2);
  });

  test('R9.03 goods-click debounce 1000 ms: taps act at once, then only after 1000 ms without a tap', async () => {
    const { dispatch, methods } = engineIn('browser', true);
    const goods: Intent = { kind: 'goodsTap', product: { productId: '31' } };
    await dispatch(goods);
    await vi.advanceTimersByTimeAsync(600);
    await dispatch(goods);
    await vi.advanceTimersByTimeAsync(600);
    await dispatch(goods);
    expect(methods().filter((method) => method === 'browser.openProduct')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    await dispatch(goods);
    expect(methods().filter((method) => method === 'browser.openProduct')).toHaveLength(2);
  });

  test('R9.03 live-button throttle 1500 ms: one tap per 1500 ms', async () => {
    const { dispatch, methods } = engineIn('browser', true);
    const live: Intent = { kind: 'liveTap', roomLiveId: '55', status: 2 };
    await dispatch(live);
    await vi.advanceTimersByTimeAsync(1000);
    await dispatch(live);
    await vi.advanceTimersByTimeAsync(499);
    await dispatch(live);
    expect(methods().filter((method) => method === 'browser.open')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await dispatch(live);
    expect(methods().filter((method) => method === 'browser.open')).toHaveLength(2);
  });

  test('R9.03 guards are per intent kind: a live tap right after an image tap still acts', async () => {
    const { dispatch, methods } = engineIn('browser', true);
    await dispatch(linkTap);
    await dispatch({ kind: 'liveTap', roomLiveId: '55', status: 2 });
    expect(methods().filter((method) => method === 'browser.open')).toHaveLength(2);
  });

  test('analytics-only intents are never held back', async () => {
    const { dispatch, platform } = engineIn('browser', true);
    await dispatch({ kind: 'track', event: 'VipButtonClick', properties: {} });
    await dispatch({ kind: 'track', event: 'VipButtonClick', properties: {} });
    expect(platform.analytics.events).toHaveLength(2);
  });
});

describe('login first', () => {
  test('R6.02 a stayConsult tap logs in, records the stay-consult, then continues the same tap', async () => {
    const order: string[] = [];
    const ensureLogin = vi.fn(async () => (order.push('login'), true));
    const commitStayConsult = vi.fn(async () => void order.push('commit'));
    const { dispatch, platform } = engineIn('browser', false, { ensureLogin, commitStayConsult });
    const open = platform.browser.open;
    platform.browser.open = (url) => (order.push('open'), open(url));
    await dispatch(consultTap);
    expect(order).toEqual(['login', 'commit', 'open']);
    expect(commitStayConsult).toHaveBeenCalledWith(
      expect.objectContaining({
        clickId: 'g1',
        platform: 1,
        source: 1,
        type: 2,
        activeId: '88',
        channel: 'ch-1',
      }),
    );
  });

  test('R6.02 a logged-in visitor is not asked again', async () => {
    const ensureLogin = vi.fn(async () => true);
    const commitStayConsult = vi.fn(async () => undefined);
    const { dispatch, methods } = engineIn('app', true, { ensureLogin, commitStayConsult });
    await dispatch(consultTap);
    expect(ensureLogin).not.toHaveBeenCalled();
    expect(commitStayConsult).toHaveBeenCalledTimes(1);
    expect(methods()).toContain('browser.open');
  });

  test('R6.02 when the visitor does not log in, nothing is recorded and the tap stops', async () => {
    const commitStayConsult = vi.fn(async () => undefined);
    const { dispatch, methods } = engineIn('browser', false, {
      ensureLogin: async () => false,
      commitStayConsult,
    });
    await dispatch(consultTap);
    expect(commitStayConsult).not.toHaveBeenCalled();
    expect(methods()).not.toContain('browser.open');
  });

  test('R6.02 without a login flow the default asks nobody, answers no and says so in the log', async () => {
    const { dispatch, platform, methods } = engineIn('browser', false);
    await dispatch(consultTap);
    expect(methods()).not.toContain('browser.open');
    expect(platform.calls).toContainEqual({
      method: 'log.warn',
      args: { message: '[action] login required but no login flow is provided', detail: undefined },
    });
  });

  test('R8.09 a stay-consult commit error is only logged: the jump still happens', async () => {
    const commitStayConsult = vi.fn(async () => Promise.reject(new Error('gateway down')));
    const { dispatch, platform, methods } = engineIn('browser', true, { commitStayConsult });
    await dispatch(consultTap);
    expect(platform.calls).toContainEqual({
      method: 'log.warn',
      args: { message: '[action] stay-consult not recorded', detail: 'gateway down' },
    });
    expect(methods()).toContain('browser.open');
    expect(methods()).not.toContain('toast');
  });
});

describe('performing through the platform', () => {
  test('R5.15 a native jump with an empty module key fails with "native jump module cannot be empty", logged and reported', async () => {
    const { dispatch, platform } = engineIn('app', true);
    await dispatch({ kind: 'navigate', target: { jumpType: 1, jumpFlag: '' } });
    expect(platform.calls).toContainEqual({
      method: 'log.error',
      args: { message: '[action] nativeJump failed', detail: NATIVE_JUMP_EMPTY },
    });
    expect(platform.calls).toContainEqual({
      method: 'errors.captureException',
      args: { message: NATIVE_JUMP_EMPTY, context: { effect: 'nativeJump' } },
    });
  });

  test('R8.13 in the app without a bridge, back fails with "not a WebViewJavascriptBridge host" after the timeout', async () => {
    const platform = {
      ...createFakePlatform({ host: 'app' }),
      bridge: createNativeBridge({}, 3000),
    };
    const dispatch = createActionEngine({ platform, context: () => testContext('app', true) });
    const done = dispatch({ kind: 'back' });
    await vi.advanceTimersByTimeAsync(3000);
    await done;
    expect(platform.calls).toContainEqual({
      method: 'log.error',
      args: { message: '[action] nativeBack failed', detail: BRIDGE_ABSENT },
    });
  });

  test('R8.11 share without parameters shows the toast 分享参数不存在', async () => {
    const { dispatch, platform } = engineIn('app', true);
    await dispatch({ kind: 'share' });
    expect(platform.calls).toContainEqual({ method: 'toast', args: '分享参数不存在' });
  });

  test('tracked-action taps (jumpType 6) send their event', async () => {
    const { dispatch, platform } = engineIn('miniProgram', true);
    await dispatch({
      kind: 'imageTap',
      moduleId: 'm9',
      pic: { imgUrl: 'a.jpg', jumpType: 6, skipContent: 'consult_head' },
      stayConsult: 0,
    });
    expect(platform.analytics.events).toEqual([
      {
        event: 'consult_head',
        properties: {
          Venues_id: '1001',
          Venues_name: '春季项目路演',
          source_type: 'miniProgram',
          module_id: 'm9',
        },
      },
    ]);
  });

  test('a hostile link is refused and logged, never opened', async () => {
    const { dispatch, platform, methods } = engineIn('browser', true);
    await dispatch({ kind: 'openLink', url: '\u0001 jAvAsCrIpT:alert(1)' });
    expect(methods()).not.toContain('browser.open');
    expect(platform.calls).toContainEqual({
      method: 'log.warn',
      args: { message: '[link] refused', detail: 'scheme javascript: refused' },
    });
  });

  test('a context that cannot be built is logged and reported, not thrown at the renderer', async () => {
    const platform = createFakePlatform();
    const dispatch = createActionEngine({
      platform,
      context: () => Promise.reject(new Error('no page')),
    });
    await expect(dispatch(linkTap)).resolves.toBeUndefined();
    expect(platform.calls).toContainEqual({
      method: 'errors.captureException',
      args: { message: 'no page', context: { intent: 'imageTap' } },
    });
  });
});
