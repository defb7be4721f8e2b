import { fakeApiCall } from '../api/test-call.ts';
import { describe, expect, test, vi } from 'vitest';
import type { Envelope } from '../lib/wire.ts';
import {
  GOODS_SCENE,
  GOODS_SOURCE,
  SERVER_ERROR,
  createBrowser,
  type BrowserHost,
} from './browser.ts';
import type { Leave } from './leaving.ts';

function setup(
  answer: Envelope | Error,
  referrer = '',
  leave: Leave = async (go) => void (await go()),
) {
  const host = {
    location: { assign: vi.fn() },
    history: { back: vi.fn() },
    document: { referrer },
  } satisfies BrowserHost;
  const call = fakeApiCall(() =>
    answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer),
  );
  const toast = vi.fn();
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  return { browser: createBrowser(host, call, toast, log, leave), host, call, toast, log };
}

const link = {
  appId: 'wx01',
  path: '/pages/projectDetail/projectDetail',
  query: 'projectId=9',
  envVersion: 'trial' as const,
};

describe('createBrowser', () => {
  test('opens checked links and refuses hostile ones with a log line', () => {
    const { browser, host, log } = setup({ code: 1, data: null });
    browser.open('https://example.invalid/a');
    browser.open(' JavaScript:alert(1)');
    expect(host.location.assign).toHaveBeenCalledTimes(1);
    expect(host.location.assign).toHaveBeenCalledWith('https://example.invalid/a');
    expect(log.warn).toHaveBeenCalledWith('[link] refused', 'scheme javascript: refused');
  });

  test('a link and going back replace the page only once leaving is allowed (the analytics sent); a refused link waits for nothing', async () => {
    let allow!: () => void;
    const waits: Array<() => unknown> = [];
    const leave: Leave = (go) =>
      new Promise<void>((done) => {
        allow = () => done(void go());
        waits.push(go);
      });
    const { browser, host } = setup({ code: 1, data: null }, '', leave);
    const opened = browser.open('https://example.invalid/a');
    expect(host.location.assign).not.toHaveBeenCalled();
    allow();
    await opened;
    expect(host.location.assign).toHaveBeenCalledWith('https://example.invalid/a');
    const back = browser.historyBack();
    expect(host.history.back).not.toHaveBeenCalled();
    allow();
    await back;
    expect(host.history.back).toHaveBeenCalledTimes(1);
    await browser.open('javascript:alert(1)');
    expect(waits).toHaveLength(2);
  });

  test.each([
    ['a referrer', 'https://m.example.invalid/', true],
    ['no referrer', '', false],
  ])('back logic knows whether there is %s', (_name, referrer, expected) => {
    const { browser, host } = setup({ code: 1, data: null }, referrer);
    expect(browser.hasReferrer()).toBe(expected);
    browser.historyBack();
    expect(host.history.back).toHaveBeenCalledTimes(1);
  });

  test('a mini-program is opened from a browser through userWxmp/openLink', async () => {
    const { browser, host, call } = setup({ code: 1, data: 'weixin://dl/business/?t=abc' });
    await browser.openMiniProgram(link);
    expect(call).toHaveBeenCalledWith('userWxmpOpenLink', {
      body: { path: link.path, query: link.query, appId: 'wx01', envVersion: 'trial' },
    });
    expect(host.location.assign).toHaveBeenCalledWith('weixin://dl/business/?t=abc');
  });

  test('R4.06 a target that is not convertible falls back to the mobile-site path', async () => {
    const { browser, host, toast } = setup({ code: 500, data: null, message: '不支持' });
    await browser.openMiniProgram({ ...link, fallbackUrl: '/m/project/9' });
    expect(host.location.assign).toHaveBeenCalledWith('/m/project/9');
    expect(toast).not.toHaveBeenCalled();
  });

  test('a hostile link from the gateway is not followed; the fallback is', async () => {
    const { browser, host } = setup({ code: 1, data: 'javascript:alert(1)' });
    await browser.openMiniProgram({ ...link, fallbackUrl: '/m/project/9' });
    expect(host.location.assign).toHaveBeenCalledWith('/m/project/9');
  });

  test('R8.01 without a fallback the server message is shown', async () => {
    const { browser, host, toast } = setup({
      code: 500,
      data: null,
      message: '小程序链接生成失败',
    });
    await browser.openMiniProgram(link);
    expect(host.location.assign).not.toHaveBeenCalled();
    expect(toast).toHaveBeenCalledWith('小程序链接生成失败');
  });

  test.each([
    ['a mini-program', 'openMiniProgram'],
    ['a product', 'openProduct'],
  ] as const)('R8.03 a network error while opening %s shows 服务器异常', async (_name, method) => {
    const { browser, host, toast, log } = setup(new TypeError('Failed to fetch'));
    if (method === 'openMiniProgram')
      await browser.openMiniProgram({ ...link, fallbackUrl: '/m/project/9' });
    else await browser.openProduct({ productId: '1' });
    expect(toast).toHaveBeenCalledWith(SERVER_ERROR);
    expect(toast).toHaveBeenCalledWith('服务器异常');
    expect(host.location.assign).not.toHaveBeenCalled();
    expect(log.error).toHaveBeenCalled();
  });

  test('R9.04 a product is opened through roomLiveProduct/getUrlScheme with scene 10 and source laobanyunh5', async () => {
    const { browser, host, call } = setup({ code: 1, data: { url: 'weixin://dl/business/?t=p' } });
    await browser.openProduct({ productId: '31', platformId: '2', memberUserId: '77' });
    expect(call).toHaveBeenCalledWith('roomLiveProductGetUrlScheme', {
      body: {
        memberUserId: '77',
        productId: '31',
        platformId: '2',
        roomLiveId: undefined,
        scene: GOODS_SCENE,
        source: GOODS_SOURCE,
      },
    });
    expect(GOODS_SCENE).toBe(10);
    expect(GOODS_SOURCE).toBe('laobanyunh5');
    expect(host.location.assign).toHaveBeenCalledWith('weixin://dl/business/?t=p');
  });
});
