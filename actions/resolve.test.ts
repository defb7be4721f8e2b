import { describe, expect, test } from 'vitest';
import { HOSTS, type Host } from '../platform/host.ts';
import type { LiveStatus } from '../lib/live-status.ts';
import type { Effect } from './effects.ts';
import type { Intent } from './intent.ts';
import { resolve } from './resolve.ts';
import { testContext } from './test-context.ts';

const SHARE = {
  title: '春季项目路演',
  desc: '好项目，找老板云',
  image: '/share_logo.png',
  link: 'https://h.invalid/activity-page.html?pageId=1001',
};

describe('resolve navigation targets (banners and cards)', () => {
  const rows: Array<
    [
      string,
      Host,
      {
        jumpType: number;
        jumpFlag?: string;
        skipContent?: string;
        appId?: string;
        wxmpId?: string;
      },
      Effect[],
    ]
  > = [
    [
      'jumpType 1 app',
      'app',
      { jumpType: 1, jumpFlag: 'projectDetail', skipContent: '9001' },
      [{ type: 'nativeJump', module: 'projectDetail', params: { id: '9001' } }],
    ],
    [
      'jumpType 1 app with JSON parameters',
      'app',
      { jumpType: 1, jumpFlag: 'liveRoom', skipContent: '{"roomLiveId":5}' },
      [{ type: 'nativeJump', module: 'liveRoom', params: { roomLiveId: '5' } }],
    ],
    [
      'R5.15 jumpType 1 app without a module key still asks the helper (which refuses it)',
      'app',
      { jumpType: 1, skipContent: '1' },
      [{ type: 'nativeJump', module: '', params: { id: '1' } }],
    ],
    [
      'jumpType 1 app target in a browser falls back to the site path',
      'browser',
      { jumpType: 1, jumpFlag: 'projectDetail', skipContent: '9001' },
      [{ type: 'open', url: 'https://m.example.invalid/project/9001' }],
    ],
    [
      'jumpType 1 app article in WeChat falls back to /news/{id}',
      'wechatBrowser',
      { jumpType: 1, jumpFlag: 'articleDetail', skipContent: '{"articleId":"42"}' },
      [{ type: 'open', url: 'https://m.example.invalid/news/42' }],
    ],
    [
      'jumpType 1 app special in the mini-program falls back to /special/{id}',
      'miniProgram',
      { jumpType: 1, jumpFlag: 'special', skipContent: '7' },
      [{ type: 'open', url: 'https://m.example.invalid/special/7' }],
    ],
    [
      'jumpType 1 app target that is not convertible opens the mobile site',
      'browser',
      { jumpType: 1, jumpFlag: 'walletHome' },
      [{ type: 'open', url: 'https://m.example.invalid' }],
    ],
    [
      'jumpType 2 h5',
      'app',
      { jumpType: 2, skipContent: 'https://example.invalid/h5' },
      [{ type: 'open', url: 'https://example.invalid/h5' }],
    ],
    [
      'jumpType 2 h5 hostile',
      'browser',
      { jumpType: 2, skipContent: 'javascript:alert(1)' },
      [{ type: 'refused', reason: 'scheme javascript: refused' }],
    ],
    [
      'jumpType 3 mini-program in the app',
      'app',
      {
        jumpType: 3,
        appId: 'wx01',
        wxmpId: 'gh_01',
        skipContent: 'pages/liveroom/liveroom?roomLiveId=5',
      },
      [
        {
          type: 'appOpenMiniProgram',
          appId: 'wx01',
          originalId: 'gh_01',
          path: '/pages/liveroom/liveroom?roomLiveId=5',
          envVersion: 'trial',
        },
      ],
    ],
    [
      'jumpType 3 hosting mini-program inside it',
      'miniProgram',
      { jumpType: 3, appId: 'wxhost', skipContent: '/pages/home/home' },
      [{ type: 'miniProgramNavigate', url: '/pages/home/home' }],
    ],
    [
      'jumpType 3 mini-program in a browser without a site equivalent',
      'browser',
      { jumpType: 3, appId: 'wx01', skipContent: '/pages/liveroom/liveroom?roomLiveId=5' },
      [
        {
          type: 'openMiniProgramLink',
          link: {
            appId: 'wx01',
            path: '/pages/liveroom/liveroom',
            query: 'roomLiveId=5',
            envVersion: 'trial',
          },
        },
      ],
    ],
    [
      'an unknown jumpType',
      'browser',
      { jumpType: 8 },
      [{ type: 'ignored', reason: 'unknown navigation jumpType 8' }],
    ],
  ];
  test.each(rows)('R4.06 %s (%s)', (_name, host, target, expected) => {
    expect(resolve({ kind: 'navigate', target }, testContext(host, true))).toEqual(expected);
  });

  test('a banner click is tracked before the jump', () => {
    const effects = resolve(
      {
        kind: 'navigate',
        target: { jumpType: 2, skipContent: 'https://example.invalid/' },
        banner: { id: 'b1', title: '春季' },
      },
      testContext('wechatBrowser', false),
    );
    expect(effects).toEqual([
      {
        type: 'track',
        event: 'BannerClick',
        properties: { Venues_id: 'b1', Venues_name: '春季', source_type: 'H5' },
      },
      { type: 'open', url: 'https://example.invalid/' },
    ]);
  });
});

describe('resolve cards', () => {
  test.each(HOSTS)(
    'R4.06 a project card is tracked (project_id, project_name) and opens unicorn-detail with the current query except projectId and articleId (%s)',
    (host) => {
      const context = testContext(host, true, {
        search: 'pageId=1001&projectId=5&articleId=6&utm_source=u&code=c&token=t',
      });
      expect(
        resolve({ kind: 'openProject', projectId: '9001', projectName: '独角兽' }, context),
      ).toEqual([
        {
          type: 'track',
          event: 'ActivityClick',
          properties: {
            Venues_id: '1001',
            Venues_name: context.page.pageName,
            source_type: host === 'app' ? 'app' : host === 'miniProgram' ? 'miniProgram' : 'H5',
            project_id: '9001',
            project_name: '独角兽',
          },
        },
        { type: 'open', url: '/unicorn-detail.html?projectId=9001&pageId=1001&utm_source=u' },
      ]);
    },
  );

  test('R4.06 an article opens articledetails carrying the other parameters except the dropped ones', () => {
    const context = testContext('browser', false, {
      search: 'projectId=5&articleId=6&sa_utm=s&clearNav=1&showShare=1',
    });
    expect(resolve({ kind: 'openArticle', articleId: '42' }, context)).toEqual([
      { type: 'open', url: '/articledetails.html?articleId=42&sa_utm=s&showShare=1' },
    ]);
  });

  test.each([
    [
      'a topic',
      { kind: 'openTopic', topicId: '7' },
      '/h5/special.html?id=7&pageId=1001&utm_source=u',
    ],
    [
      'a business opportunity, with the activity id',
      { kind: 'openBusiness', projectId: '9' },
      '/h5/business-opportunity.html?activeId=88&projectId=9&pageId=1001&utm_source=u',
    ],
    [
      'an activity page',
      { kind: 'openActivityPage', pageId: '1002' },
      '/h5/activity-page.html?pageId=1002&utm_source=u&projectId=5',
    ],
  ] as const)('%s opens its page under the app base', (_name, intent, url) => {
    expect(resolve(intent, testContext('browser', true, { appBase: '/h5' }))).toEqual([
      { type: 'open', url },
    ]);
  });
});

describe('resolve live, goods, links, back, share and track', () => {
  test.each([
    ['app', 2, [{ type: 'nativeJump', module: 'liveRoom', params: { roomLiveId: '55' } }]],
    ['miniProgram', 2, [{ type: 'miniProgramNavigate', url: '/pages/index/index?roomLiveId=55' }]],
    [
      'wechatBrowser',
      2,
      [{ type: 'open', url: '/live-room.html?roomLiveId=55&pageId=1001&utm_source=u&projectId=5' }],
    ],
    [
      'browser',
      1,
      [
        {
          type: 'open',
          url: '/live-details.html?roomLiveId=55&pageId=1001&utm_source=u&projectId=5',
        },
      ],
    ],
    [
      'browser',
      5,
      [{ type: 'open', url: '/live-room.html?roomLiveId=55&pageId=1001&utm_source=u&projectId=5' }],
    ],
  ] satisfies Array<[Host, LiveStatus, Effect[]]>)(
    'a live tap in %s with status %s',
    (host, status, expected) => {
      expect(
        resolve({ kind: 'liveTap', roomLiveId: '55', status }, testContext(host, true)),
      ).toEqual(expected);
    },
  );

  test.each([
    [
      'browser',
      [
        {
          type: 'openProduct',
          link: {
            productId: '31',
            platformId: '2',
            roomLiveId: '55',
            memberUserId: '77',
            fallbackUrl: 'https://shop.example.invalid/p/31',
          },
        },
      ],
    ],
    [
      'miniProgram',
      [{ type: 'miniProgramNavigate', url: '/pages/order/order?productId=31&platformId=2' }],
    ],
  ] satisfies Array<[Host, Effect[]]>)('a goods tap in %s', (host, expected) => {
    const context = testContext(host, true, {
      search: 'roomLiveId=55',
      query: { isApp: false, preview: false, gray: false, roomLiveId: '55' },
    });
    const product = {
      productId: '31',
      platformId: '2',
      productUrl: 'https://shop.example.invalid/p/31',
    };
    expect(resolve({ kind: 'goodsTap', product }, context)).toEqual(expected);
  });

  test('a goods tap never keeps a hostile productUrl as its fallback', () => {
    const [effect] = resolve(
      { kind: 'goodsTap', product: { productId: '31', productUrl: 'javascript:alert(1)' } },
      testContext('browser', false),
    );
    expect(effect).toEqual({ type: 'openProduct', link: { productId: '31' } });
  });

  test.each([
    ['app', false, [{ type: 'nativeBack' }]],
    ['miniProgram', false, [{ type: 'miniProgramBack' }]],
    ['browser', true, [{ type: 'historyBack' }]],
    ['wechatBrowser', true, [{ type: 'historyBack' }]],
    ['browser', false, [{ type: 'open', url: 'https://m.example.invalid' }]],
  ] satisfies Array<[Host, boolean, Effect[]]>)(
    'back logic in %s (referrer %s)',
    (host, hasReferrer, expected) => {
      expect(resolve({ kind: 'back' }, testContext(host, true, { hasReferrer }))).toEqual(expected);
    },
  );

  test.each([
    ['app', [{ type: 'appShare', payload: SHARE }]],
    ['wechatBrowser', [{ type: 'wechatShare', payload: SHARE }]],
    ['miniProgram', [{ type: 'miniProgramShare', payload: SHARE }]],
    ['browser', [{ type: 'ignored', reason: 'a plain browser has no share' }]],
  ] satisfies Array<[Host, Effect[]]>)('share in %s', (host, expected) => {
    expect(resolve({ kind: 'share' }, testContext(host, true, { share: SHARE }))).toEqual(expected);
  });

  test.each([
    ['wechatBrowser', [{ type: 'wechatShare', payload: SHARE }]],
    ['miniProgram', [{ type: 'miniProgramShare', payload: SHARE }]],
    ['app', []],
    ['browser', []],
  ] satisfies Array<[Host, Effect[]]>)(
    'after loading, the share is prepared in %s',
    (host, expected) => {
      expect(resolve({ kind: 'prepareShare' }, testContext(host, true, { share: SHARE }))).toEqual(
        expected,
      );
    },
  );

  test('after loading without share parameters nothing is prepared and nothing is shown', () => {
    expect(resolve({ kind: 'prepareShare' }, testContext('wechatBrowser', true))).toEqual([]);
  });

  test.each(HOSTS)('R8.11 share without parameters toasts 分享参数不存在 (%s)', (host) => {
    expect(resolve({ kind: 'share' }, testContext(host, true))).toEqual([
      { type: 'toast', message: '分享参数不存在' },
    ]);
  });

  test('an open-link intent is checked like any other link', () => {
    expect(
      resolve({ kind: 'openLink', url: 'vbscript:msgbox(1)' }, testContext('app', true)),
    ).toEqual([{ type: 'refused', reason: 'scheme vbscript: refused' }]);
    expect(
      resolve({ kind: 'openLink', url: 'https://example.invalid/' }, testContext('app', true)),
    ).toEqual([{ type: 'open', url: 'https://example.invalid/' }]);
  });

  test('a track intent carries the venue fields', () => {
    expect(
      resolve(
        { kind: 'track', event: 'VipButtonClick', properties: { vip_key: 'supremeVip' } },
        testContext('miniProgram', true),
      ),
    ).toEqual([
      {
        type: 'track',
        event: 'VipButtonClick',
        properties: {
          Venues_id: '1001',
          Venues_name: '春季项目路演',
          source_type: 'miniProgram',
          vip_key: 'supremeVip',
        },
      },
    ]);
  });
});

describe('resolve the download page: spec §2, wake the app by its scheme, else download it', () => {
  test.each([
    [
      'a browser wakes the app, falling back to the download address',
      'browser',
      [
        {
          type: 'launchApp',
          url: 'bosscloud://',
          fallbackUrl: '/__dev/app-download?utm_source=u',
        },
      ],
    ],
    [
      'WeChat blocks both: nothing to do, the page asks to be opened in the browser',
      'wechatBrowser',
      [
        {
          type: 'ignored',
          reason: 'WeChat blocks app schemes and downloads: open the page in the browser',
        },
      ],
    ],
    [
      'the mini-program web-view blocks both, and has no browser to open: the app store',
      'miniProgram',
      [
        {
          type: 'ignored',
          reason:
            'the mini-program web-view blocks app schemes and downloads: get it from the app store',
        },
      ],
    ],
    [
      'in the app there is nothing to open',
      'app',
      [{ type: 'ignored', reason: 'already in the app' }],
    ],
  ] satisfies Array<[string, Host, Effect[]]>)('%s', (_case, host, effects) => {
    const intent = {
      kind: 'openApp',
      scheme: 'bosscloud://',
      downloadUrl: '/__dev/app-download?utm_source=u',
    } as const;
    expect(resolve(intent, testContext(host, false))).toEqual(effects);
  });
});

describe('resolve cards on the mobile site: the visitor stays on the site’s paths (spec §2)', () => {
  test.each([
    [
      'a project card opens /project/{id}',
      { kind: 'openProject', projectId: '9001' },
      '/project/9001?id=3&utm_source=u',
    ],
    [
      'an article opens /news/{id}',
      { kind: 'openArticle', articleId: '601' },
      '/news/601?id=3&utm_source=u',
    ],
    ['a topic opens /special/{id}', { kind: 'openTopic', topicId: '7' }, '/special/7?utm_source=u'],
  ] satisfies Array<[string, Intent, string]>)(
    '%s, carrying the query but the dropped ones',
    (_case, intent, url) => {
      const context = testContext('browser', false, {
        mobileSite: true,
        search: 'projectId=5&articleId=6&id=3&utm_source=u&code=c',
      });
      expect(resolve(intent, context)).toContainEqual({ type: 'open', url });
    },
  );
});

describe('openLocation: a meeting venue on a map', () => {
  const venue = { latitude: 31.2397, longitude: 121.4998, name: '国际会议中心' };
  test("in WeChat: WeChat's own map (signed first, R8.17)", () => {
    expect(
      resolve({ kind: 'openLocation', location: venue }, testContext('wechatBrowser', false)),
    ).toEqual([{ type: 'wechatOpenLocation', location: venue }]);
  });

  test.each(['browser', 'app', 'miniProgram'] as const)(
    'R9.16 in %s: a map link pinned at zoom 15, the GCJ-02 venue converted to the map’s WGS-84',
    (host) => {
      expect(resolve({ kind: 'openLocation', location: venue }, testContext(host, false))).toEqual([
        {
          type: 'open',
          url: 'https://www.openstreetmap.org/?mlat=31.2417&mlon=121.495351#map=15/31.2417/121.495351',
        },
      ]);
    },
  );
});
