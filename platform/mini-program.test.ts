import { describe, expect, test, vi } from 'vitest';
import { createMiniProgram, miniProgramEnvVersion, miniProgramRoute } from './mini-program.ts';
import { createFakeWx } from './fakes.ts';

describe('miniProgramRoute', () => {
  test.each([
    ['tab page home by tab switch', '/pages/home/home', 'switchTab', '/pages/home/home'],
    [
      'tab page project by tab switch',
      '/pages/project/project',
      'switchTab',
      '/pages/project/project',
    ],
    ['tab page index by tab switch', '/pages/index/index', 'switchTab', '/pages/index/index'],
    [
      'tab page policySubsidy by tab switch',
      '/pages/policySubsidy/policySubsidy',
      'switchTab',
      '/pages/policySubsidy/policySubsidy',
    ],
    ['tab page my by tab switch', 'pages/my/my?from=h5', 'switchTab', '/pages/my/my'],
    [
      '/pages/index/index relaunched when roomLiveId is present',
      '/pages/index/index?roomLiveId=55',
      'reLaunch',
      '/pages/index/index?roomLiveId=55',
    ],
    [
      'an empty roomLiveId is a tab switch',
      '/pages/index/index?roomLiveId=',
      'switchTab',
      '/pages/index/index',
    ],
    [
      'projectDetail by ordinary navigation',
      '/pages/projectDetail/projectDetail?projectId=9001',
      'navigateTo',
      '/pages/projectDetail/projectDetail?projectId=9001',
    ],
    [
      'liveroom by ordinary navigation',
      '/pages/liveroom/liveroom?roomLiveId=5',
      'navigateTo',
      '/pages/liveroom/liveroom?roomLiveId=5',
    ],
    [
      'a page under a tab name but another file',
      '/pages/home/detail',
      'navigateTo',
      '/pages/home/detail',
    ],
  ])('spec §2 mini-program pages: %s', (_name, target, method, url) => {
    expect(miniProgramRoute(target)).toEqual({ method, url });
  });
});

describe('miniProgramEnvVersion', () => {
  test.each([
    ['production', 'release'],
    ['pre', 'trial'],
    ['test', 'trial'],
    ['dev', 'trial'],
    ['local', 'trial'],
  ] as const)('R9.14 mini-program environment version in %s is %s', (environment, version) => {
    expect(miniProgramEnvVersion(environment)).toBe(version);
  });
});

describe('createMiniProgram', () => {
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };

  test('navigates with the method the route asks for, loading the SDK lazily', async () => {
    const wx = createFakeWx();
    const load = vi.fn(() => Promise.resolve(wx.sdk));
    const adapter = createMiniProgram(load, log, async (go) => void (await go()));
    expect(load).not.toHaveBeenCalled();
    await adapter.navigate('/pages/index/index?roomLiveId=7');
    await adapter.navigate('/pages/my/my');
    await adapter.back();
    await adapter.postMessage({ share: { title: 't' } });
    expect(wx.calls).toEqual([
      { method: 'miniProgram.reLaunch', args: { url: '/pages/index/index?roomLiveId=7' } },
      { method: 'miniProgram.switchTab', args: { url: '/pages/my/my' } },
      { method: 'miniProgram.navigateBack', args: { delta: 1 } },
      { method: 'miniProgram.postMessage', args: { data: { share: { title: 't' } } } },
    ]);
  });

  test('a tab switch, a relaunch and going back close this page, so they wait to leave; navigateTo keeps it', async () => {
    const wx = createFakeWx();
    const left: string[] = [];
    const adapter = createMiniProgram(
      () => Promise.resolve(wx.sdk),
      log,
      (go) => {
        left.push(String(wx.calls.length));
        go();
        return Promise.resolve();
      },
    );
    await adapter.navigate('/pages/order/order');
    await adapter.navigate('/pages/my/my');
    await adapter.navigate('/pages/index/index?roomLiveId=7');
    await adapter.back();
    expect(wx.calls.map(({ method }) => method)).toEqual([
      'miniProgram.navigateTo',
      'miniProgram.switchTab',
      'miniProgram.reLaunch',
      'miniProgram.navigateBack',
    ]);
    // Each leave ran before its call (the count of calls made when it was asked).
    expect(left).toEqual(['1', '2', '3']);
  });

  test('a failing navigation is logged', async () => {
    const wx = createFakeWx({ failMiniProgram: true });
    await createMiniProgram(
      () => Promise.resolve(wx.sdk),
      log,
      async (go) => void (await go()),
    ).navigate('/pages/order/order');
    expect(log.warn).toHaveBeenCalledWith('[mini-program] navigateTo failed', expect.anything());
  });
});
