import { describe, expect, test } from 'vitest';
import { promotionClick } from './promotion-click.ts';
import { carriedQuery, readQuery, shareDisplay } from './query.ts';

describe('readQuery', () => {
  test('every parameter of spec §3 is read, under one name each', () => {
    const query = readQuery(
      '?userid=77&mobile=13800000000&navbarHeight=44&deviceId=d1&key=k&isApp=1&province=浙江&longitude=120.1&latitude=30.2' +
        '&cityCode=330100&city=杭州&areaCode=330106&utm_source=u&sa_utm=s&shareUniId=sh&tjid=t&lbbSource=l&sceneId=9' +
        '&clearNav=1&showShare=0&isFromShareH5=1&roomLiveId=55&code=wxcode',
    );
    expect(query).toEqual({
      userId: '77',
      mobile: '13800000000',
      navBarHeight: 44,
      deviceId: 'd1',
      key: 'k',
      isApp: true,
      preview: false,
      gray: false,
      province: '浙江',
      longitude: 120.1,
      latitude: 30.2,
      cityCode: '330100',
      city: '杭州',
      areaCode: '330106',
      utm_source: 'u',
      sa_utm: 's',
      shareUniId: 'sh',
      tjid: 't',
      lbbSource: 'l',
      sceneId: '9',
      clearNav: '1',
      showShare: '0',
      isFromShareH5: '1',
      roomLiveId: '55',
      code: 'wxcode',
    });
  });

  test.each([
    ['userId=1', '1'],
    ['userid=2', '2'],
    ['userId=1&userid=2', '1'],
    ['userId=&userid=2', '2'],
  ])('userId and userid are one parameter: %s', (search, userId) => {
    expect(readQuery(search).userId).toBe(userId);
  });

  test.each([
    ['navBarHeight=88', 88],
    ['navbarHeight=64', 64],
    ['navBarHeight=abc', undefined],
  ])('navBarHeight and navbarHeight are one number: %s', (search, height) => {
    expect(readQuery(search).navBarHeight).toBe(height);
  });

  test('flags and page ids', () => {
    expect(readQuery('pageId=1001&preview=1&isApp=0&gray=1')).toMatchObject({
      pageId: '1001',
      preview: true,
      isApp: false,
      gray: true,
    });
    expect(readQuery('')).toEqual({ isApp: false, preview: false, gray: false });
  });
});

describe('shareDisplay', () => {
  test.each([
    [
      'R4.13 showShare=1 alone gives mode 0 (clearNav removed, showShare set)',
      'showShare=1&a=1',
      0,
      'showShare=1&a=1',
    ],
    [
      'R4.13 showShare=1 with clearNav=0 gives mode 0 (clearNav removed)',
      'clearNav=0&showShare=1',
      0,
      'showShare=1',
    ],
    [
      'R4.14 clearNav=1 alone gives mode 1 (showShare removed, clearNav set)',
      'clearNav=1&showShare=0',
      1,
      'clearNav=1',
    ],
    ['R4.14 clearNav=1 without showShare gives mode 1', 'clearNav=1&a=2', 1, 'clearNav=1&a=2'],
    [
      'R4.15 both set: otherwise clearNav is removed',
      'clearNav=1&showShare=1',
      undefined,
      'showShare=1',
    ],
    ['R4.15 neither set: otherwise clearNav is removed', 'clearNav=0&a=1', undefined, 'a=1'],
    ['R4.15 nothing at all', '', undefined, ''],
  ])('%s', (_name, search, mode, rest) => {
    const result = shareDisplay(search);
    expect(result.mode).toBe(mode);
    expect(result.params.toString()).toBe(rest);
  });
});

describe('carriedQuery', () => {
  test.each([
    [
      'R4.06 a project card drops projectId and articleId',
      'pageId=1001&projectId=1&articleId=2&utm_source=u',
      ['projectId', 'articleId'],
      'pageId=1001&utm_source=u',
    ],
    ['R4.06 the single-use code and state are dropped', 'code=abc&state=x&tjid=t', [], 'tjid=t'],
    ['R4.06 a token never travels in a URL', 'token=secret&userId=1', [], 'userId=1'],
    [
      'R4.06 attribution and click-ids are carried',
      'utm_source=u&sa_utm=s&shareUniId=1&tjid=2&lbbSource=3&gdt_vid=g',
      [],
      'utm_source=u&sa_utm=s&shareUniId=1&tjid=2&lbbSource=3&gdt_vid=g',
    ],
    [
      'R4.15 carrying applies the share-display rule',
      'clearNav=1&showShare=1&isApp=1',
      [],
      'showShare=1&isApp=1',
    ],
    [
      'R4.14 clearNav=1 alone is carried',
      'clearNav=1&isApp=1&navBarHeight=44',
      [],
      'clearNav=1&isApp=1&navBarHeight=44',
    ],
    ['empty values are dropped', 'a=&b=1', [], 'b=1'],
  ])('%s', (_name, search, drop, carried) => {
    expect(carriedQuery(search, drop).toString()).toBe(carried);
  });
});

describe('promotionClick', () => {
  test.each([
    ['R9.15 gdt_vid maps to platform 1', 'gdt_vid=g1', { clickId: 'g1', platform: 1 }],
    ['R9.15 qz_gdt maps to platform 1', 'qz_gdt=q1', { clickId: 'q1', platform: 1 }],
    ['R9.15 track_id maps to platform 2', 'track_id=t1', { clickId: 't1', platform: 2 }],
    ['R9.15 gdt_vid wins over track_id', 'track_id=t1&gdt_vid=g1', { clickId: 'g1', platform: 1 }],
    ['R9.15 no click-id, no click', 'utm_source=u', undefined],
  ])('%s', (_name, search, click) => {
    expect(promotionClick(readQuery(search))).toEqual(click);
  });
});
