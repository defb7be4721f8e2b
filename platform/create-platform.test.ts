import { fakeApiCall } from '../api/test-call.ts';
// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from 'vitest';
import { deploymentFrom } from '../lib/deployment.ts';
import { createPlatform } from './create-platform.ts';
import { memoryStorage } from './storage.ts';

const MINI_PROGRAM_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 15_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.20(0x18001442) NetType/WIFI Language/zh_CN miniProgram/wx1234567890abcdef';

function platformAt(search: string, userAgent?: string) {
  window.history.replaceState(null, '', `/activity-page.html${search}`);
  if (userAgent !== undefined)
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  const call = fakeApiCall(() => Promise.resolve({ code: 1, data: null }));
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const platform = createPlatform({
    call,
    window,
    config: deploymentFrom({ VITE_BC_ENV: 'test' }),
    storage: memoryStorage(),
    toast: vi.fn(),
    log,
  });
  return { platform, call, log };
}

afterEach(() => document.documentElement.removeAttribute('data-bc-host'));

describe('createPlatform', () => {
  test.each([
    ['isApp=1', '?isApp=1&pageId=1001', undefined, 'app'],
    ['a mini-program user agent', '?pageId=1001', MINI_PROGRAM_UA, 'miniProgram'],
    ['a plain browser', '?pageId=1001', undefined, 'browser'],
  ])('R6.06 detects the host from %s and marks it on <html>', (_name, search, userAgent, host) => {
    const { platform } = platformAt(search, userAgent);
    expect(platform.host).toBe(host);
    expect(document.documentElement.getAttribute('data-bc-host')).toBe(host);
  });

  test('reads the attribution parameters of the page address', async () => {
    const { platform } = platformAt('?utm_source=u&gdt_vid=g');
    const { attribution } = await platform.load();
    expect(attribution.params()).toEqual({ utm_source: 'u', clickId: 'g', platform: 1 });
  });

  test('loads its adapters once, whoever asks first', async () => {
    const { platform } = platformAt('?pageId=1001');
    const [first, second] = await Promise.all([platform.load(), platform.load()]);
    expect(second).toBe(first);
    expect(first.host).toBe(platform.host);
    expect(first.errors).toBe(platform.errors);
    expect(first.analytics).toBe(platform.analytics);
  });

  test('logs never carry the secrets it is given', async () => {
    window.history.replaceState(null, '', '/activity-page.html');
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const platform = createPlatform({
      call: vi.fn(),
      window,
      storage: memoryStorage(),
      toast: vi.fn(),
      log,
      secrets: () => ['tok-abcdef'],
    });
    platform.log.error('failed', { url: '/x?token=tok-abcdef', note: 'tok-abcdef' });
    await vi.waitFor(() => expect(log.error).toHaveBeenCalled());
    expect(JSON.stringify(log.error.mock.calls)).not.toContain('tok-abcdef');
  });

  test('by default the session token is the secret kept out of logs', async () => {
    window.history.replaceState(null, '', '/activity-page.html');
    window.sessionStorage.setItem('token', 'tok-session-42');
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const platform = createPlatform({
      call: vi.fn(),
      window,
      storage: memoryStorage(),
      toast: vi.fn(),
      log,
    });
    platform.log.warn('call failed', { message: 'bad tok-session-42' });
    await vi.waitFor(() => expect(log.warn).toHaveBeenCalled());
    expect(JSON.stringify(log.warn.mock.calls)).not.toContain('tok-session-42');
    window.sessionStorage.clear();
  });
});
