import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signIn as signInTo, startTestGateway, type TestGateway } from './test-gateway.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
let t: TestGateway;
/** The gateway's clock, moved by the tests (a new China day). */
const clock = { now: Date.UTC(2026, 10, 23, 4, 0, 0) };
beforeAll(async () => {
  t = await startTestGateway({ now: () => clock.now });
});
afterAll(() => t.stop());

interface Envelope {
  code: number;
  data: Record<string, unknown> | null;
  message: string;
}

/** A GET call of the open mechanics (they all are), with the query and the visitor's token. */
async function get(path: string, query: Record<string, string | number>, token = '') {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const headers: Record<string, string> = token ? { token } : {};
  return (await (await fetch(`${t.base}/api/${path}?${search}`, { headers })).json()) as Envelope;
}

const signIn = (mobile: string) => signInTo(t.base, mobile);

const RED_BAG = { id: 7201, activeId: 81 };

describe('the red bag: once per user and China day', () => {
  test('without a login opening answers 20210', async () => {
    expect((await get('activeRedBag/open', RED_BAG)).code).toBe(20210);
  });

  test('ten opens together record one; the rest answer 今日红包已领取; the next day one more', async () => {
    const token = await signIn('13500000001');
    expect((await get('activeRedBag/getUserBagInfo', RED_BAG, token)).data).toEqual({
      times: 1,
      used: 0,
    });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => get('activeRedBag/open', RED_BAG, token)),
    );
    const opened = answers.filter((answer) => answer.code === 1);
    expect(opened).toHaveLength(1);
    expect(opened[0]?.data).toMatchObject({ win: 1, prizeName: '现金红包 2.88 元', times: 0 });
    const refused = answers.filter((answer) => answer.code === 40010);
    expect(refused).toHaveLength(9);
    expect(refused[0]?.message).toBe('今日红包已领取');
    expect((await get('activeRedBag/getUserBagInfo', RED_BAG, token)).data).toEqual({
      times: 0,
      used: 1,
    });
    clock.now += DAY_MS;
    expect((await get('activeRedBag/open', RED_BAG, token)).code).toBe(1);
  });

  test("a live room's red bag needs its room and counts with the page's", async () => {
    const token = await signIn('13500000002');
    expect((await get('activeRedBag/roomLiveOpen', RED_BAG, token)).code).toBe(400);
    const live = { ...RED_BAG, roomLiveId: 31 };
    expect((await get('activeRedBag/roomLiveOpen', live, token)).code).toBe(1);
    expect((await get('activeRedBag/open', RED_BAG, token)).code).toBe(40010);
  });

  test('every bag gone: nothing won, the chance counted', async () => {
    const token = await signIn('13500000003');
    expect((await get('activeRedBag/open', { id: 7208, activeId: 88 }, token)).data).toMatchObject({
      win: 0,
      times: 0,
      used: 1,
    });
  });

  test('a component of another kind is not a red bag (400)', async () => {
    const token = await signIn('13500000004');
    expect((await get('activeRedBag/open', { id: 7101, activeId: 71 }, token)).code).toBe(400);
  });
});

describe('the staff red packet, the red rain and the Spring festival', () => {
  test('the staff red packet: two a day, then 您已领取过员工红包', async () => {
    const token = await signIn('13500000005');
    const packet = { id: 7202, activeId: 82 };
    expect((await get('redPacket/times', packet, token)).data).toEqual({ times: 2, used: 0 });
    expect((await get('redPacket/open', packet, token)).data).toMatchObject({ times: 1, used: 1 });
    expect((await get('redPacket/open', packet, token)).data).toMatchObject({ times: 0, used: 2 });
    expect(await get('redPacket/open', packet, token)).toMatchObject({
      code: 40010,
      message: '您已领取过员工红包',
    });
  });

  test('the red rain before its start: 红包雨尚未开始', async () => {
    const token = await signIn('13500000006');
    expect(await get('activeRedRain/getPrize', { id: 7203, activeId: 83 }, token)).toMatchObject({
      code: 40012,
      message: '红包雨尚未开始',
    });
  });

  test.each([
    ['luckTag/open/84', 'luckTag/open/84', { id: 7204, activeId: 84 }, '今天已抽过好运签'],
    ['tojoy', 'tojoy/open', { id: 7205, activeId: 85 }, '今日福袋已拆'],
    ['newYearGoods', 'newYearGoods/open', { id: 7206, activeId: 86 }, '今日年货已领取'],
    ['happinessHealth', 'happinessHealth/open', { id: 7207, activeId: 87 }, '今日幸福安康礼已领取'],
  ])('%s: once a day, then 40010 with its own words', async (_name, path, component, already) => {
    const token = await signIn(`1350000001${component.activeId % 10}`);
    expect((await get(path, component, token)).code).toBe(1);
    expect(await get(path, component, token)).toMatchObject({ code: 40010, message: already });
  });

  test('the festival times calls tell the chances left', async () => {
    const token = await signIn('13500000020');
    for (const [path, component] of [
      ['tojoy/times', { id: 7205, activeId: 85 }],
      ['newYearGoods/times', { id: 7206, activeId: 86 }],
      ['happinessHealth/times', { id: 7207, activeId: 87 }],
    ] as const)
      expect((await get(path, component, token)).data).toEqual({ times: 1, used: 0 });
  });
});
