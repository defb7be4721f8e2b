import { fakeApiCall } from '../api/test-call.ts';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Envelope } from '../lib/wire.ts';
import { createFakeWx, type FakeWxOptions } from './fakes.ts';
import { shareImageUrl, sharePayloadFrom } from './share-payload.ts';
import { SHARE_MISSING, createWechatShare } from './share.ts';

const signature = { wxAppId: 'wxapp', timestamp: 1700000000, nonceString: 'nonce', sign: 'sig' };
const payload = {
  title: '春季项目路演',
  desc: '好项目，找老板云',
  image: 'https://h.invalid/share_logo.png',
  link: 'https://h.invalid/activity-page.html?pageId=1001',
};

function setup(
  options: FakeWxOptions = {},
  answer: Envelope = { code: 1, data: signature },
  alert: (message: string) => void = vi.fn(),
) {
  const wx = createFakeWx(options);
  const call = fakeApiCall(() => Promise.resolve(answer));
  let url = 'https://h.invalid/activity-page.html?pageId=1001#top';
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const share = createWechatShare(
    () => Promise.resolve(wx.sdk),
    call,
    () => url,
    log,
    5000,
    alert,
  );
  return { share, wx, call, log, setUrl: (next: string) => (url = next) };
}

afterEach(() => vi.useRealTimers());

describe("openLocation: a meeting venue on WeChat's map", () => {
  const venue = {
    latitude: 31.2397,
    longitude: 121.4998,
    name: '国际会议中心',
    address: '上海市浦东新区',
  };

  test('R9.16 signed for the address first, then the map at zoom 15', async () => {
    const { share, wx, call } = setup();
    await share.openLocation(venue);
    expect(call).toHaveBeenCalledWith('weixinGetJsShareParams', {
      query: { url: 'https://h.invalid/activity-page.html?pageId=1001' },
    });
    expect(wx.calls.map((entry) => entry.method)).toEqual(['config', 'openLocation']);
    expect(wx.calls[1]).toEqual({ method: 'openLocation', args: { ...venue, scale: 15 } });
  });

  test('R8.17 a share signature that fails alerts "fail" followed by the error; no map opens', async () => {
    const alert = vi.fn();
    const refused = setup({}, { code: 500, data: null, message: '签名失败' }, alert);
    await refused.share.openLocation(venue);
    expect(alert).toHaveBeenCalledWith('fail签名失败');
    expect(refused.wx.calls).toEqual([]);
    const invalid = vi.fn();
    const broken = setup({ configOutcome: 'error' }, undefined, invalid);
    await broken.share.openLocation(venue);
    expect(invalid).toHaveBeenCalledWith('failwx.config did not become ready');
    expect(broken.wx.calls.map((entry) => entry.method)).toEqual(['config']);
  });
});

describe('createWechatShare', () => {
  test('configures the SDK from weixin/getJsShareParams for the address without its hash, then sets the share', async () => {
    const { share, wx, call } = setup();
    await expect(share.apply(payload)).resolves.toBe(true);
    expect(call).toHaveBeenCalledWith('weixinGetJsShareParams', {
      query: { url: 'https://h.invalid/activity-page.html?pageId=1001' },
    });
    expect(wx.calls).toEqual([
      {
        method: 'config',
        args: {
          debug: false,
          appId: 'wxapp',
          timestamp: 1700000000,
          nonceStr: 'nonce',
          signature: 'sig',
          jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData', 'openLocation'],
          openTagList: ['wx-open-launch-weapp'],
        },
      },
      {
        method: 'updateAppMessageShareData',
        args: {
          title: payload.title,
          desc: payload.desc,
          link: payload.link,
          imgUrl: payload.image,
        },
      },
      {
        method: 'updateTimelineShareData',
        args: { title: payload.title, link: payload.link, imgUrl: payload.image },
      },
    ]);
  });

  test('is signed once per address and signed again when the address changes', async () => {
    const { share, call, setUrl } = setup();
    await share.apply(payload);
    await share.apply(payload);
    expect(call).toHaveBeenCalledTimes(1);
    setUrl('https://h.invalid/activity-page.html?pageId=1002');
    await share.apply(payload);
    expect(call).toHaveBeenCalledTimes(2);
    expect(call).toHaveBeenLastCalledWith('weixinGetJsShareParams', {
      query: { url: 'https://h.invalid/activity-page.html?pageId=1002' },
    });
  });

  test('wx.error does not hang: the share is reported as not set and logged', async () => {
    const { share, wx, log } = setup({ configOutcome: 'error' });
    await expect(share.apply(payload)).resolves.toBe(false);
    expect(wx.calls.map((entry) => entry.method)).toEqual(['config']);
    expect(log.warn).toHaveBeenCalled();
  });

  test('a wx.ready that never fires does not hang: false after the timeout, and the next try signs again', async () => {
    vi.useFakeTimers();
    const { share, call } = setup({ configOutcome: 'never' });
    const result = share.apply(payload);
    await vi.advanceTimersByTimeAsync(5000);
    await expect(result).resolves.toBe(false);
    const again = share.apply(payload);
    await vi.advanceTimersByTimeAsync(5000);
    await again;
    expect(call).toHaveBeenCalledTimes(2);
  });

  test('a failed signature call is logged and leaves the page alone', async () => {
    const { share, wx, log } = setup({}, { code: 500, data: null, message: '签名失败' });
    await expect(share.apply(payload)).resolves.toBe(false);
    expect(wx.calls).toEqual([]);
    expect(log.warn).toHaveBeenCalledWith('[share] WeChat share not configured', '签名失败');
  });
});

describe('share payload', () => {
  test.each([
    ['R9.18 the logo without a name', '/', undefined, '/share_logo.png'],
    ['R9.18 a named image under share_img', '/', 'vip', '/share_img/vip.jpg'],
    ['R9.18 under a base path', '/h5', 'activity', '/h5/share_img/activity.jpg'],
    [
      'R9.18 an absolute base',
      'https://h.invalid/app/',
      undefined,
      'https://h.invalid/app/share_logo.png',
    ],
  ])('%s', (_name, base, name, url) => {
    expect(shareImageUrl(base, name)).toBe(url);
  });

  test.each([
    ['no share option', undefined],
    ['an empty title', { shareTitle: '  ', shareDesc: 'd' }],
  ])('R8.11 %s means the share parameters do not exist (分享参数不存在)', (_name, option) => {
    expect(sharePayloadFrom(option, 'https://h.invalid/', '/share_logo.png')).toBeUndefined();
    expect(SHARE_MISSING).toBe('分享参数不存在');
  });

  test('a share option becomes the payload', () => {
    expect(
      sharePayloadFrom(
        { shareTitle: '标题', shareDesc: '描述' },
        'https://h.invalid/x',
        '/share_logo.png',
      ),
    ).toEqual({
      title: '标题',
      desc: '描述',
      image: '/share_logo.png',
      link: 'https://h.invalid/x',
    });
  });
});
