import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { post, signIn, startTestGateway, type TestGateway } from './test-gateway.ts';

/** 2026-03-10 12:00:00 in China. */
const NOW = Date.UTC(2026, 2, 10, 4, 0, 0);

let t: TestGateway;
beforeAll(async () => {
  t = await startTestGateway({ now: () => NOW });
});
afterAll(() => t.stop());

interface Envelope {
  code: number;
  data: Record<string, unknown> & { records?: { id: number; isRemind: number }[] };
  message: string;
}

async function call(path: string, body: unknown, token = ''): Promise<Envelope> {
  return (await (await post(t.base, path, body, token ? { token } : {})).json()) as Envelope;
}

async function get(path: string): Promise<Envelope> {
  return (await (await fetch(`${t.base}/api/${path}`)).json()) as Envelope;
}

/** The user id a mobile logs in as (its login's answer). */
async function visitorId(mobile: string): Promise<number> {
  await post(t.base, 'userLogin/sendCode', { mobile, captchaValidate: '', statusCode: 501 });
  const sent = await fetch(`${t.base}/__dev/sms/latest?mobile=${mobile}`);
  const { code } = (await sent.json()) as { code: string };
  const login = await post(t.base, 'userLogin/mobileLogin', { mobile, smsCode: code });
  return ((await login.json()) as { data: { user: { id: number } } }).data.user.id;
}

const ids = (answer: Envelope) => (answer.data.records ?? []).map((meeting) => meeting.id);

describe('the conference list', () => {
  test('filters/all: the cities without 市 and the four states', async () => {
    const answer = await get('conferenceActivity/filters/all');
    expect(answer.data).toEqual({
      cities: ['上海', '成都', '北京', '深圳', '杭州', '广州'].map((city) => ({
        value: city,
        label: city,
      })),
      states: [
        { value: 'open', label: '报名中' },
        { value: 'upcoming', label: '报名未开始' },
        { value: 'full', label: '名额已满' },
        { value: 'closed', label: '报名已结束' },
      ],
    });
  });

  test('search pages the meetings ten at a time and filters by city and state', async () => {
    const first = await call('conferenceActivity/search', { pageIndex: 1, pageSize: 10 });
    expect(first.data).toMatchObject({ total: 16, current: 1, size: 10 });
    expect(ids(first)).toHaveLength(10);
    const second = await call('conferenceActivity/search', { pageIndex: 2, pageSize: 10 });
    expect(ids(second)).toEqual([3331, 3332, 3333, 3334, 3335, 3336]);
    expect(ids(await call('conferenceActivity/search', { city: '上海市' }))).toEqual([
      3321, 3327, 3333,
    ]);
    expect(ids(await call('conferenceActivity/search', { state: 'full' }))).toEqual([3323, 3330]);
    expect(ids(await call('conferenceActivity/search', { city: '成都', state: 'closed' }))).toEqual(
      [3336],
    );
    expect((first.data.records ?? [])[0]).toMatchObject({
      meetingName: '2026 天九共享·新经济企业家峰会（上海站）',
      signUpStartTime: '2026-03-07 10:00:00',
      isRemind: 0,
    });
  });

  test('remind: login first, stored once however often, kept, listed, cancelled; none once closed', async () => {
    expect(
      await call('conferenceActivityRemind/subscribeRemind', { activityId: 3322 }),
    ).toMatchObject({ code: 20210 });
    const token = await signIn(t.base, '13900000001');
    const taps = await Promise.all(
      Array.from({ length: 10 }, () =>
        call('conferenceActivityRemind/subscribeRemind', { activityId: 3322 }, token),
      ),
    );
    expect(taps.every((answer) => answer.code === 1 && answer.data.isRemind === 1)).toBe(true);
    expect((await get('conferenceActivity/dataBoard')).data).toMatchObject({ remindNum: 1 });
    const mine = await call('conferenceActivity/search', { reminded: 1 }, token);
    expect(ids(mine)).toEqual([3322]);
    expect(mine.data.records?.[0]?.isRemind).toBe(1);
    expect(await call('conferenceActivity/search', { reminded: 1 })).toMatchObject({
      code: 20210,
    });
    // Every call carries the userId header (spec §6): it alone does not tell whose reminders.
    const userId = String(await visitorId('13900000001'));
    const byHeader = await post(t.base, 'conferenceActivity/search', { reminded: 1 }, { userId });
    expect(await byHeader.json()).toMatchObject({ code: 20210 });
    const listed = await post(t.base, 'conferenceActivity/search', { city: '成都' }, { userId });
    expect(((await listed.json()) as Envelope).data.records?.[0]).toMatchObject({
      id: 3322,
      isRemind: 0,
    });
    expect(
      await call('conferenceActivityRemind/subscribeRemind', { activityId: 3324 }, token),
    ).toMatchObject({ code: 40003, message: '报名已结束' });
    expect(
      await call('conferenceActivityRemind/subscribeRemind', { activityId: 9 }, token),
    ).toMatchObject({ code: 404 });
    for (let twice = 0; twice < 2; twice += 1)
      expect(
        await call('conferenceActivityRemind/cancelRemind', { activityId: 3322 }, token),
      ).toMatchObject({ code: 1, data: { isRemind: 0 } });
    expect(ids(await call('conferenceActivity/search', { reminded: 1 }, token))).toEqual([]);
  });

  test('dataBoard: meetings, cities, sign-ups and reminders in all', async () => {
    expect((await get('conferenceActivity/dataBoard')).data).toMatchObject({
      meetingNum: 16,
      cityNum: 6,
    });
  });
});
