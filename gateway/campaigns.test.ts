import { describe, expect, test } from 'vitest';
import { DAY_MS, gatewayOnMovableClock, post, signIn as signInTo } from './test-gateway.ts';

const { clock, base } = gatewayOnMovableClock();

interface Envelope {
  code: number;
  data: Record<string, unknown> | null;
  message: string;
}

async function call(path: string, body: unknown, token = ''): Promise<Envelope> {
  const headers: Record<string, string> = token ? { token } : {};
  return (await (await post(base(), path, body, headers)).json()) as Envelope;
}

const signIn = (mobile: string) => signInTo(base(), mobile);

describe('the page-component call', () => {
  test('answers the component with its times in China time', async () => {
    const { code, data } = await call('pageComponentConfig/getComponentById', { id: 7101 });
    expect(code).toBe(1);
    expect(data).toMatchObject({
      id: 7101,
      activeId: 71,
      kind: 'prizeDraw',
      startTime: '2026-11-23 11:00:00',
      endTime: '2026-11-30 12:00:00',
    });
  });

  test('an unknown component answers code 404 with its id', async () => {
    expect(await call('pageComponentConfig/getComponentById', { id: 1 })).toMatchObject({
      code: 404,
      message: '活动组件不存在: 1',
    });
  });
});

describe('the prize draw: once per user and China day, chances, stock', () => {
  const draw = { id: 7101, activeId: 71 };

  test('without a login the draw answers 20210', async () => {
    expect((await call('pageComponentConfig/getWinnerPrize', draw)).code).toBe(20210);
  });

  test('R8.12 one draw a day; ten together record one; the next China day opens one more', async () => {
    const token = await signIn('13600000001');
    expect((await call('pageComponentConfig/getUserPrizeTimes', draw, token)).data).toEqual({
      times: 1,
      used: 0,
    });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call('pageComponentConfig/getWinnerPrize', draw, token)),
    );
    const won = answers.filter((answer) => answer.code === 1);
    expect(won).toHaveLength(1);
    expect(won[0]?.data).toMatchObject({ win: 1, prizeName: '天九定制保温杯', times: 0, used: 1 });
    expect(answers.filter((answer) => answer.code === 40010)).toHaveLength(9);
    expect(answers.find((answer) => answer.code === 40010)?.message).toBe('您已参与过抽奖');
    const mine = await call('activePrizeWinfo/selectMyPrizePageList', draw, token);
    expect(mine.data).toMatchObject({ total: 1 });
    clock.now += DAY_MS;
    expect((await call('pageComponentConfig/getUserPrizeTimes', draw, token)).data).toEqual({
      times: 1,
      used: 0,
    });
  });

  test('a win takes one from the stock the prize list shows', async () => {
    const { data } = await call('activePrizeConfig/selectPrizePageList', draw);
    const records = (data?.records ?? []) as { id: number; stock: number }[];
    expect(records.find((prize) => prize.id === 710101)?.stock).toBe(499);
  });

  test('every prize gone: the draw answers no prize (谢谢参与) and counts the chance', async () => {
    const token = await signIn('13600000002');
    const gone = { id: 7104, activeId: 74 };
    expect((await call('pageComponentConfig/getWinnerPrize', gone, token)).data).toMatchObject({
      win: 0,
      times: 2,
      used: 1,
    });
  });

  test('a draw sent again with its idempotency key (the retry after a lost answer) answers that draw and spends no other chance; another key draws again', async () => {
    const token = await signIn('13600000004');
    const gone = { id: 7104, activeId: 74 };
    const drawWith = async (key: string) =>
      (await (
        await post(base(), 'pageComponentConfig/getWinnerPrize', gone, {
          token,
          'Idempotency-Key': key,
        })
      ).json()) as Envelope;
    const first = await drawWith('attempt-1');
    expect(first.data).toMatchObject({ win: 0, times: 2, used: 1 });
    const retried = await drawWith('attempt-1');
    expect(retried.data).toEqual(first.data);
    expect((await drawWith('attempt-2')).data).toMatchObject({ times: 1, used: 2 });
  });

  test.each([
    [{ id: 7102, activeId: 72 }, 40012, '抽奖尚未开始'],
    [{ id: 7103, activeId: 73 }, 40013, '抽奖已结束'],
    [{ id: 7105, activeId: 75 }, 40011, '抽奖暂未开放'],
  ])('%j: code %i %s', async (component, code, message) => {
    const token = await signIn('13600000003');
    expect(await call('pageComponentConfig/getWinnerPrize', component, token)).toMatchObject({
      code,
      message,
    });
  });

  test('a reservation is kept once', async () => {
    const token = await signIn('13600000004');
    const isReserve = async () =>
      (await (
        await fetch(`${base()}/api/activePrizeReserve/isReserve/72`, { headers: { token } })
      ).json()) as Envelope;
    expect((await isReserve()).data).toEqual({ isReserve: 0 });
    await call('activePrizeReserve/save', { activeId: 72 }, token);
    await call('activePrizeReserve/save', { activeId: 72 }, token);
    expect((await isReserve()).data).toEqual({ isReserve: 1 });
  });
});
