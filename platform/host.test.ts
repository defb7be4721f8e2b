import { describe, expect, test } from 'vitest';
import { detectHost, readHostSignals } from './host.ts';

const IOS_WECHAT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.42(0x18002a2b) NetType/WIFI Language/zh_CN';
const ANDROID_WECHAT =
  'Mozilla/5.0 (Linux; Android 13; M2012K11AC Build/TKQ1.220829.002; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/111.0.5563.116 Mobile Safari/537.36 XWEB/5235 MMWEBSDK/20230805 MMWEBID/2467 MicroMessenger/8.0.42.2460(0x28002A37) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64';
const ANDROID_MINI_PROGRAM = `${ANDROID_WECHAT} miniProgram/wx1234567890abcdef`;
const ANDROID_MINI_PROGRAM_OLD =
  'Mozilla/5.0 (Linux; Android 9; MI 8 Build/PKQ1.180729.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/66.0.3359.126 MQQBrowser/6.2 TBS/044506 Mobile Safari/537.36 MMWEBID/2193 MicroMessenger/7.0.3.1400(0x2700033C) Process/appbrand0 NetType/WIFI Language/zh_CN miniProgram';
const IOS_MINI_PROGRAM =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 15_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.20(0x18001442) NetType/WIFI Language/zh_CN miniProgram/wx1234567890abcdef';
const IOS_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';
const DESKTOP_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const ANDROID_APP = `${ANDROID_CHROME.replace('Android 10; K', 'Android 13; SM-S9180 Build/TP1A.220624.014; wv')} bosscloud/99.0.3`;
const IOS_APP = `${IOS_SAFARI.replace(' Version/17.1', '').replace(' Safari/604.1', '')} BossCloud/99.0.3`;

describe('detectHost', () => {
  test.each([
    ['iOS WeChat', IOS_WECHAT, undefined, undefined, 'wechatBrowser'],
    ['Android WeChat', ANDROID_WECHAT, undefined, undefined, 'wechatBrowser'],
    [
      'Android mini-program web-view (miniProgram/appid marker)',
      ANDROID_MINI_PROGRAM,
      undefined,
      undefined,
      'miniProgram',
    ],
    [
      'Android mini-program web-view (old bare marker)',
      ANDROID_MINI_PROGRAM_OLD,
      undefined,
      undefined,
      'miniProgram',
    ],
    ['iOS mini-program web-view', IOS_MINI_PROGRAM, undefined, undefined, 'miniProgram'],
    [
      'iOS WeChat with __wxjs_environment miniprogram',
      IOS_WECHAT,
      undefined,
      'miniprogram',
      'miniProgram',
    ],
    ['iOS Safari', IOS_SAFARI, undefined, undefined, 'browser'],
    ['Android Chrome', ANDROID_CHROME, undefined, undefined, 'browser'],
    ['desktop Chrome', DESKTOP_CHROME, undefined, undefined, 'browser'],
    ['Android app (bosscloud marker)', ANDROID_APP, undefined, undefined, 'app'],
    ['iOS app (marker in any case)', IOS_APP, undefined, undefined, 'app'],
    ['isApp=1 in Safari', IOS_SAFARI, true, undefined, 'app'],
    ['isApp=1 wins over WeChat', ANDROID_WECHAT, true, undefined, 'app'],
    ['isApp=0 is a browser', ANDROID_CHROME, false, undefined, 'browser'],
  ])('R6.06 host channels: %s', (_name, userAgent, isApp, wxjsEnvironment, expected) => {
    expect(detectHost({ userAgent, isApp, wxjsEnvironment })).toBe(expected);
  });

  test('a word that merely contains the marker is not the app', () => {
    expect(detectHost({ userAgent: `${ANDROID_CHROME} notbosscloudx/1` })).toBe('browser');
  });

  test('signals are read from a window', () => {
    const win = {
      navigator: { userAgent: IOS_WECHAT },
      __wxjs_environment: 'miniprogram',
    } as unknown as Window;
    expect(readHostSignals(win, false)).toEqual({
      userAgent: IOS_WECHAT,
      isApp: false,
      wxjsEnvironment: 'miniprogram',
    });
  });
});
