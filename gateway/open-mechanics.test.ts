import { describe, expect, test } from 'vitest';
import { chinaTime } from './china-time.ts';
import {
  DAY_MS,
  gatewayOnMovableClock,
  getCall,
  post,
  signIn as signInTo,
  tenTogether,
} from './test-gateway.ts';

const { clock, base } = gatewayOnMovableClock();

const get = (path: string, query: Record<string, string | number>, token = '') =>
  getCall(base(), path, query, token);
const signIn = (mobile: string) => signInTo(base(), mobile);

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
    const answers = await tenTogether(base(), 'activeRedBag/open', RED_BAG, token);
    const opened = answers.get(1) ?? [];
    expect(opened).toHaveLength(1);
    expect(opened[0]?.data).toMatchObject({ win: 1, prizeName: '现金红包 2.88 元', times: 0 });
    const refused = answers.get(40010) ?? [];
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

const TEA_SET = { id: 7301, activeId: 91 };
const CYCLING = { id: 7303, activeId: 93 };
/** 7303's cycle: it counts down for the first half, sells in the second. */
const CYCLE_MS = 20_000;

describe('the seckill: one per visitor, while stock lasts, open on the server clock', () => {
  test('the product with its prices, the stock left and its window; no login needed', async () => {
    expect((await get('activeSecKill/getProduct', TEA_SET)).data).toMatchObject({
      productName: '天九定制茶具一套',
      price: '399.00',
      seckillPrice: '9.90',
      stock: 100,
      total: 100,
    });
  });

  test('without a login a purchase answers 20210', async () => {
    expect((await get('activeSecKill/instantSeckill', TEA_SET)).code).toBe(20210);
  });

  test('ten purchases together record one; the rest answer 您已抢购过该商品; the stock drops by one', async () => {
    const token = await signIn('13500000031');
    expect((await get('activeSecKill/getInvitedUserNum', TEA_SET, token)).data).toEqual({
      invitedUserNum: 0,
      bought: 0,
    });
    const answers = await tenTogether(base(), 'activeSecKill/instantSeckill', TEA_SET, token);
    const bought = answers.get(1) ?? [];
    expect(bought).toHaveLength(1);
    expect(bought[0]?.data).toMatchObject({ productName: '天九定制茶具一套' });
    const refused = answers.get(40010) ?? [];
    expect(refused).toHaveLength(9);
    expect(refused[0]?.message).toBe('您已抢购过该商品');
    expect((await get('activeSecKill/getInvitedUserNum', TEA_SET, token)).data).toMatchObject({
      bought: 1,
    });
    expect((await get('activeSecKill/getProduct', TEA_SET)).data).toMatchObject({ stock: 99 });
  });

  test('sold out: 40014 商品已抢光', async () => {
    const token = await signIn('13500000032');
    expect((await get('activeSecKill/getProduct', { id: 7302, activeId: 92 })).data).toMatchObject({
      stock: 0,
    });
    expect(
      await get('activeSecKill/instantSeckill', { id: 7302, activeId: 92 }, token),
    ).toMatchObject({ code: 40014, message: '商品已抢光' });
  });

  test('a cycling seckill refuses before the middle of its cycle and sells from that second', async () => {
    const token = await signIn('13500000033');
    clock.now = Math.floor(clock.now / CYCLE_MS) * CYCLE_MS + 5_000;
    const start = clock.now + 5_000;
    expect((await get('activeSecKill/getProduct', CYCLING)).data).toMatchObject({
      startTime: chinaTime(start),
      endTime: chinaTime(start + CYCLE_MS / 2),
    });
    expect(await get('activeSecKill/instantSeckill', CYCLING, token)).toMatchObject({
      code: 40012,
      message: '秒杀尚未开始',
    });
    clock.now = start;
    expect((await get('activeSecKill/instantSeckill', CYCLING, token)).code).toBe(1);
  });

  test('a seckill in two days refuses (40012); another kind of component is not a seckill (400)', async () => {
    const token = await signIn('13500000034');
    const later = { id: 7304, activeId: 94 };
    expect((await get('activeSecKill/instantSeckill', later, token)).code).toBe(40012);
    expect((await get('activeSecKill/getProduct', { id: 7201, activeId: 81 })).code).toBe(400);
  });
});

describe('the common witness vote: one vote per visitor and activity', () => {
  const VOTE = { activeId: 95 };
  const vote = (token: string, projectId: number, activeId = 95) =>
    post(base(), 'bosscloud-activity/commonWitness/vote/add', { activeId, projectId }, { token });

  test('the candidates with their votes, without a login', async () => {
    const answer = await get('bosscloud-activity/commonWitness/projects', VOTE);
    expect(answer.data).toEqual([
      expect.objectContaining({ projectId: 9501, projectName: '县域冷链物流', votes: 1286 }),
      expect.objectContaining({ projectId: 9502, votes: 1024 }),
      expect.objectContaining({ projectId: 9503, votes: 873 }),
    ]);
  });

  test('ten votes together count one; the rest answer 您已投过票; my vote and the count say so', async () => {
    const token = await signIn('13500000041');
    expect((await get('bosscloud-activity/commonWitness/vote/95', {}, token)).data).toEqual({
      voted: 0,
    });
    const answers = await Promise.all(
      Array.from({ length: 10 }, async () => (await vote(token, 9502)).json()),
    );
    const codes = answers.map((answer: { code: number }) => answer.code).sort();
    expect(codes).toEqual([1, ...Array.from({ length: 9 }, () => 40010)]);
    expect(answers.find((answer: { code: number }) => answer.code === 40010)).toMatchObject({
      message: '您已投过票',
    });
    expect((await get('bosscloud-activity/commonWitness/vote/95', {}, token)).data).toEqual({
      voted: 1,
      projectId: 9502,
    });
    const counts = await post(base(), 'bosscloud-activity/commonWitness/votes', VOTE);
    expect(((await counts.json()) as { data: unknown }).data).toContainEqual({
      projectId: 9502,
      votes: 1025,
    });
    expect(await (await vote(token, 9501)).json()).toMatchObject({ code: 40010 });
  });

  test('without a login 20210; an unknown candidate 404; a vote over 40013 投票已结束', async () => {
    expect(await (await vote('', 9501)).json()).toMatchObject({ code: 20210 });
    const token = await signIn('13500000042');
    expect(await (await vote(token, 1)).json()).toMatchObject({ code: 404 });
    expect(await (await vote(token, 9601, 96)).json()).toMatchObject({
      code: 40013,
      message: '投票已结束',
    });
  });
});
