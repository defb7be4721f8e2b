import { describe, expect, test } from 'vitest';
import type { Pic } from '../schemas/index.ts';
import { HOSTS, type Host } from '../platform/host.ts';
import type { Effect } from './effects.ts';
import { resolve } from './resolve.ts';
import { testContext } from './test-context.ts';

const PICS = {
  'jumpType 0 nothing': { imgUrl: 'a.jpg', jumpType: 0 },
  'jumpType 2 link': { imgUrl: 'a.jpg', jumpType: 2, linkUrl: 'https://example.invalid/landing' },
  'jumpType 2 with jumpLinkType 1 activity page': {
    imgUrl: 'a.jpg',
    jumpType: 2,
    jumpLinkType: 1,
    skipContent: '1002',
  },
  'jumpType 3 mini-program': {
    imgUrl: 'a.jpg',
    jumpType: 3,
    appId: 'wx0000000000000001',
    protoId: 'gh_000000000001',
    linkUrl: '/pages/projectDetail/projectDetail?projectId=9001',
  },
  'jumpType 5 product': {
    imgUrl: 'a.jpg',
    jumpType: 5,
    productId: '31',
    productJumpType: { platformId: '2' },
  },
  'jumpType 6 tracked action': { imgUrl: 'a.jpg', jumpType: 6, skipContent: 'consult_head' },
  'jumpType 7 meeting sign-up': { imgUrl: 'a.jpg', jumpType: 7, meetingId: '3321' },
  'unknown jumpType 9': { imgUrl: 'a.jpg', jumpType: 9 },
} satisfies Record<string, Pic>;

type Case = keyof typeof PICS;

const SOURCE_TYPE: Record<Host, string> = {
  app: 'app',
  miniProgram: 'miniProgram',
  wechatBrowser: 'H5',
  browser: 'H5',
};
const VENUE = { Venues_id: '1001', Venues_name: '春季项目路演' };

/** What each picture does, written out per host (and per login where the user id travels). */
function expectedJump(name: Case, host: Host, loggedIn: boolean): Effect[] {
  switch (name) {
    case 'jumpType 0 nothing':
      return [];
    case 'jumpType 2 link':
      return [{ type: 'open', url: 'https://example.invalid/landing' }];
    case 'jumpType 2 with jumpLinkType 1 activity page':
      return [{ type: 'open', url: '/activity-page.html?pageId=1002&utm_source=u&projectId=5' }];
    case 'jumpType 3 mini-program':
      if (host === 'app') {
        return [
          {
            type: 'appOpenMiniProgram',
            appId: 'wx0000000000000001',
            originalId: 'gh_000000000001',
            path: '/pages/projectDetail/projectDetail?projectId=9001',
            envVersion: 'trial',
          },
        ];
      }
      if (host === 'miniProgram') {
        const user = loggedIn ? '&userId=77' : '';
        return [
          {
            type: 'miniProgramNavigate',
            url: `/pages/transit/transit?appid=wx0000000000000001&path=%2Fpages%2FprojectDetail%2FprojectDetail%3FprojectId%3D9001${user}`,
          },
        ];
      }
      return [
        {
          type: 'openMiniProgramLink',
          link: {
            appId: 'wx0000000000000001',
            path: '/pages/projectDetail/projectDetail',
            query: 'projectId=9001',
            envVersion: 'trial',
            fallbackUrl: 'https://m.example.invalid/project/9001',
          },
        },
      ];
    case 'jumpType 5 product':
      if (host === 'miniProgram')
        return [
          { type: 'miniProgramNavigate', url: '/pages/order/order?productId=31&platformId=2' },
        ];
      return [
        {
          type: 'openProduct',
          link: { productId: '31', platformId: '2', ...(loggedIn ? { memberUserId: '77' } : {}) },
        },
      ];
    case 'jumpType 6 tracked action':
      return [
        {
          type: 'track',
          event: 'consult_head',
          properties: { ...VENUE, source_type: SOURCE_TYPE[host], module_id: 'm1' },
        },
      ];
    case 'jumpType 7 meeting sign-up':
      return [
        {
          type: 'track',
          event: 'ActivityClick',
          properties: {
            ...VENUE,
            source_type: SOURCE_TYPE[host],
            meeting_activity_id: '3321',
          },
        },
        {
          type: 'open',
          url: '/unicorn-meeting-signup.html?mid=3321&RegistereSource=11&pageId=1001&utm_source=u&projectId=5',
        },
      ];
    case 'unknown jumpType 9':
      return [{ type: 'ignored', reason: 'unknown jumpType 9' }];
  }
}

const CONSULT: Effect = {
  type: 'commitStayConsult',
  payload: {
    clickId: 'g1',
    platform: 1,
    source: 1,
    type: 2,
    channel: 'ch-1',
    activeId: '88',
    extendField: '{"pageId":"1001","moduleId":"m1","stayConsult":1}',
  },
};

const rows = (Object.keys(PICS) as Case[]).flatMap((name) =>
  HOSTS.flatMap((host) =>
    [true, false].map(
      (loggedIn) => [name, host, loggedIn ? 'logged in' : 'not logged in', loggedIn] as const,
    ),
  ),
);

describe('resolve imageTap: every jump type × every host × logged in or not', () => {
  test.each(rows)('R4.04 R4.06 %s in %s, %s, stayConsult 0', (name, host, _login, loggedIn) => {
    const effects = resolve(
      { kind: 'imageTap', moduleId: 'm1', pic: PICS[name], stayConsult: 0 },
      testContext(host, loggedIn),
    );
    expect(effects).toEqual(expectedJump(name, host, loggedIn));
  });

  test.each(rows)(
    'R6.02 %s in %s, %s, stayConsult 1: login first, record the stay-consult, then the same tap',
    (name, host, _login, loggedIn) => {
      const effects = resolve(
        { kind: 'imageTap', moduleId: 'm1', pic: PICS[name], stayConsult: 1 },
        testContext(host, loggedIn),
      );
      expect(effects).toEqual([
        ...(loggedIn ? [] : [{ type: 'login' }]),
        CONSULT,
        ...expectedJump(name, host, loggedIn),
      ]);
    },
  );

  test('R6.02 stayConsult 2 also requires login and records its own value', () => {
    const effects = resolve(
      { kind: 'imageTap', moduleId: 'm1', pic: PICS['jumpType 6 tracked action'], stayConsult: 2 },
      testContext('browser', false),
    );
    expect(effects.slice(0, 2)).toEqual([
      { type: 'login' },
      {
        type: 'commitStayConsult',
        payload: {
          clickId: 'g1',
          platform: 1,
          source: 1,
          type: 2,
          channel: 'ch-1',
          activeId: '88',
          extendField: '{"pageId":"1001","moduleId":"m1","stayConsult":2}',
        },
      },
    ]);
  });

  test.each([[3], [-1]])('R6.02 stayConsult %s is not a login-required tap', (stayConsult) => {
    const effects = resolve(
      { kind: 'imageTap', moduleId: 'm1', pic: PICS['jumpType 0 nothing'], stayConsult },
      testContext('browser', false),
    );
    expect(effects).toEqual([]);
  });

  test('R9.15 without a promotion click the payload has no clickId or platform, and without a channel no channel', () => {
    const context = testContext('browser', true, { attribution: {} });
    delete context.channel;
    const [effect] = resolve(
      { kind: 'imageTap', moduleId: 'm1', pic: PICS['jumpType 0 nothing'], stayConsult: 1 },
      context,
    );
    expect(effect).toEqual({
      type: 'commitStayConsult',
      payload: {
        source: 1,
        type: 2,
        activeId: '88',
        extendField: '{"pageId":"1001","moduleId":"m1","stayConsult":1}',
      },
    });
  });

  test.each(HOSTS)('a hostile linkUrl is refused in %s and never opened', (host) => {
    for (const linkUrl of [
      'javascript:alert(document.cookie)',
      ' JaVaScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      '&#106;avascript:alert(1)',
    ]) {
      const effects = resolve(
        {
          kind: 'imageTap',
          moduleId: 'm1',
          pic: { imgUrl: 'a.jpg', jumpType: 2, linkUrl },
          stayConsult: 0,
        },
        testContext(host, true),
      );
      expect(effects).toEqual([{ type: 'refused', reason: expect.stringMatching(/refused/) }]);
    }
  });

  test.each([
    [
      'a mini-program path as a link',
      { imgUrl: 'a.jpg', jumpType: 2, linkUrl: '/pages/my/my' },
      [{ type: 'miniProgramNavigate', url: '/pages/my/my' }],
    ],
    [
      'the hosting mini-program by its app id',
      { imgUrl: 'a.jpg', jumpType: 3, appId: 'wxhost', linkUrl: 'pages/index/index?roomLiveId=5' },
      [{ type: 'miniProgramNavigate', url: '/pages/index/index?roomLiveId=5' }],
    ],
    [
      'a mini-program picture without a page',
      { imgUrl: 'a.jpg', jumpType: 3 },
      [{ type: 'ignored', reason: 'no mini-program page' }],
    ],
    [
      'a link picture without a link',
      { imgUrl: 'a.jpg', jumpType: 2 },
      [{ type: 'ignored', reason: 'no link' }],
    ],
    [
      'an activity page without an id',
      { imgUrl: 'a.jpg', jumpType: 2, jumpLinkType: 1 },
      [{ type: 'ignored', reason: 'no activity page id' }],
    ],
    [
      'a tracked action without an event',
      { imgUrl: 'a.jpg', jumpType: 6 },
      [{ type: 'ignored', reason: 'tracked action without an event name' }],
    ],
    [
      'a meeting sign-up without a meeting',
      { imgUrl: 'a.jpg', jumpType: 7 },
      [{ type: 'ignored', reason: 'meeting sign-up without a meeting id' }],
    ],
    [
      'a product without an id',
      { imgUrl: 'a.jpg', jumpType: 5 },
      [{ type: 'ignored', reason: 'no product id' }],
    ],
    ['a picture without a jump type', { imgUrl: 'a.jpg' }, []],
  ] satisfies Array<[string, Pic, Effect[]]>)(
    'R4.04 in the mini-program: %s',
    (_name, pic, expected) => {
      expect(
        resolve(
          { kind: 'imageTap', moduleId: 'm1', pic, stayConsult: 0 },
          testContext('miniProgram', true),
        ),
      ).toEqual(expected);
    },
  );

  test('R9.14 in production mini-programs open in their release version', () => {
    const context = testContext('app', true, {
      config: { ...testContext('app', true).config, name: 'production' },
    });
    const [effect] = resolve(
      { kind: 'imageTap', moduleId: 'm1', pic: PICS['jumpType 3 mini-program'], stayConsult: 0 },
      context,
    );
    expect(effect).toMatchObject({ type: 'appOpenMiniProgram', envVersion: 'release' });
  });
});
