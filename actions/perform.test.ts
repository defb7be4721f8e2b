import { fakeApiCall } from '../api/test-call.ts';
import { describe, expect, test, vi } from 'vitest';
import { createFakePlatform } from '../platform/fake-platform.ts';
import type { RecordedCall } from '../platform/fakes.ts';
import type { Effect } from './effects.ts';
import { perform } from './perform.ts';
import { createStayConsultCommit } from './stay-consult.ts';

const SHARE = { title: 't', desc: 'd', image: '/share_logo.png', link: 'https://h.invalid/' };
const LINK = { appId: 'wx01', path: '/pages/a/a', query: 'x=1', envVersion: 'trial' as const };

describe('perform', () => {
  test.each([
    [
      { type: 'open', url: 'https://example.invalid/' },
      { method: 'browser.open', args: 'https://example.invalid/' },
    ],
    [
      { type: 'nativeJump', module: 'liveRoom', params: { roomLiveId: '5' } },
      { method: 'bridge.jump', args: { module: 'liveRoom', params: { roomLiveId: '5' } } },
    ],
    [{ type: 'nativeBack' }, { method: 'bridge.back' }],
    [{ type: 'historyBack' }, { method: 'browser.historyBack' }],
    [
      { type: 'miniProgramNavigate', url: '/pages/my/my' },
      { method: 'miniProgram.navigate', args: '/pages/my/my' },
    ],
    [{ type: 'miniProgramBack' }, { method: 'miniProgram.back' }],
    [
      {
        type: 'appOpenMiniProgram',
        appId: 'wx01',
        originalId: 'gh_01',
        path: '/pages/a/a',
        envVersion: 'release',
      },
      {
        method: 'bridge.send',
        args: {
          handler: 'openMiniProgram',
          data: { appId: 'wx01', originalId: 'gh_01', path: '/pages/a/a', envVersion: 'release' },
        },
      },
    ],
    [
      { type: 'openMiniProgramLink', link: LINK },
      { method: 'browser.openMiniProgram', args: LINK },
    ],
    [
      { type: 'openProduct', link: { productId: '31' } },
      { method: 'browser.openProduct', args: { productId: '31' } },
    ],
    [
      { type: 'launchApp', url: 'bosscloud://', fallbackUrl: '/download?utm_source=u' },
      {
        method: 'appLauncher.launch',
        args: { url: 'bosscloud://', fallbackUrl: '/download?utm_source=u' },
      },
    ],
    [
      { type: 'track', event: 'E', properties: { a: 1 } },
      { method: 'analytics.track', args: { event: 'E', properties: { a: 1 } } },
    ],
    [
      { type: 'appShare', payload: SHARE },
      { method: 'bridge.send', args: { handler: 'share', data: SHARE } },
    ],
    [
      { type: 'wechatShare', payload: SHARE },
      { method: 'wechatShare.apply', args: SHARE },
    ],
    [
      { type: 'miniProgramShare', payload: SHARE },
      { method: 'miniProgram.postMessage', args: { share: SHARE } },
    ],
    [
      { type: 'toast', message: '服务器异常' },
      { method: 'toast', args: '服务器异常' },
    ],
    [
      { type: 'refused', reason: 'scheme data: refused' },
      { method: 'log.warn', args: { message: '[link] refused', detail: 'scheme data: refused' } },
    ],
    [
      { type: 'ignored', reason: 'no link' },
      { method: 'log.info', args: { message: '[action] nothing to do', detail: 'no link' } },
    ],
  ] satisfies Array<[Effect, RecordedCall]>)('%o reaches the platform', async (effect, call) => {
    const platform = createFakePlatform();
    await perform([effect], platform);
    expect(platform.calls).toEqual([call]);
  });

  test('a failing effect is logged and reported, and the next effect still runs', async () => {
    const platform = createFakePlatform({ host: 'app' });
    platform.bridge.back = () => Promise.reject(new Error('bridge broke'));
    await perform(
      [{ type: 'nativeBack' }, { type: 'track', event: 'After', properties: {} }],
      platform,
    );
    expect(platform.calls.map((call) => call.method)).toEqual([
      'log.error',
      'errors.captureException',
      'analytics.track',
    ]);
  });

  test('R6.02 a login that throws stops the tap like a refused one', async () => {
    const platform = createFakePlatform();
    const hooks = {
      ensureLogin: () => Promise.reject(new Error('popup failed')),
      commitStayConsult: vi.fn(async () => undefined),
    };
    await perform(
      [{ type: 'login' }, { type: 'open', url: 'https://example.invalid/' }],
      platform,
      hooks,
    );
    expect(platform.calls.map((call) => call.method)).not.toContain('browser.open');
  });
});

describe('createStayConsultCommit', () => {
  const payload = {
    clickId: 'g1',
    platform: 1 as const,
    source: 1 as const,
    type: 2 as const,
    activeId: '88',
    extendField: '{}',
  };

  test('R9.04 commits with source 1 and type 2 and an idempotency key in body and header', async () => {
    const call = fakeApiCall(() => ({ code: 1, data: { id: 5 } }));
    await createStayConsultCommit(call, () => 'key-1')(payload);
    expect(call).toHaveBeenCalledWith('newStayConsultNewCommitActivityStayConsult', {
      body: { ...payload, idempotencyKey: 'key-1' },
      headers: { 'Idempotency-Key': 'key-1' },
    });
  });

  test('R8.09 an answer other than code 1 rejects (the engine only logs it)', async () => {
    const call = fakeApiCall(() => ({ code: 500, data: null, message: '提交失败' }));
    await expect(createStayConsultCommit(call, () => 'k')(payload)).rejects.toThrow('提交失败');
  });
});
