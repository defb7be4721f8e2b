import { describe, expect, test } from 'vitest';
import {
  DAY_MS,
  gatewayOnMovableClock,
  getCall,
  post,
  signIn as signInTo,
  tenTogether,
} from './test-gateway.ts';

const { clock, base } = gatewayOnMovableClock();

const BASE = 'bosscloud-activity/activeProjectWitness';
const signIn = (mobile: string) => signInTo(base(), mobile);
const get = (path: string, query: Record<string, string | number>, token = '') =>
  getCall(base(), path, query, token);
/** A POST call's envelope. */
async function postCall(path: string, body: unknown, token = '') {
  const answer = await post(base(), path, body, token ? { token } : {});
  return (await answer.json()) as { code: number; data: unknown; message: string };
}
const witness = (token: string, projectId: number, activeId = 101, key?: string) =>
  fetch(`${base()}/api/${BASE}/vote/add/${projectId}?activeId=${activeId}`, {
    headers: { token, ...(key ? { 'Idempotency-Key': key } : {}) },
  }).then((answer) => answer.json() as Promise<{ code: number; data: unknown; message: string }>);
const available = async (token: string, activeId = 101) =>
  (await postCall(`${BASE}/vote/available`, { activeId }, token)).data;
const votesOf = async (projectId: number, activeId = 101) =>
  (
    (await postCall(`${BASE}/vote/list`, { activeId })).data as {
      projectId: number;
      votes: number;
    }[]
  ).find((one) => one.projectId === projectId)?.votes;

describe('the per-project witness: its projects, page by page, without a login', () => {
  test('the first page of ten and the total; the second page holds the rest', async () => {
    const first = await postCall('activity/activeProjectWitness/selectPage', {
      activeId: 101,
      pageNum: 1,
      pageSize: 10,
    });
    expect(first.data).toMatchObject({ total: 12 });
    const { records } = first.data as { records: unknown[] };
    expect(records).toHaveLength(10);
    expect(records[0]).toEqual({
      projectId: 10101,
      projectName: '县域冷链物流',
      logo: 'campaign/witness-coldchain.jpg',
      intro: '县域冷链物流一站式解决方案，覆盖 200 余个县城',
      votes: 1286,
    });
    const second = await postCall('activity/activeProjectWitness/selectPage', {
      activeId: 101,
      pageNum: 2,
      pageSize: 10,
    });
    expect((second.data as { records: unknown[] }).records).toHaveLength(2);
  });

  test('the counts alone; another kind of component or none is not a witness', async () => {
    expect(await votesOf(10102)).toBe(1024);
    expect((await postCall(`${BASE}/vote/list`, { activeId: 95 })).code).toBe(400);
    expect((await postCall(`${BASE}/vote/list`, { activeId: 999 })).code).toBe(404);
  });
});

describe('R9.03 a witness: one per visitor and project, a number a day, in one transaction', () => {
  test('without a login the personal calls answer 20210', async () => {
    expect((await witness('', 10102)).code).toBe(20210);
    expect((await get(`${BASE}/vote/101`, {})).code).toBe(20210);
    expect((await postCall(`${BASE}/vote/available`, { activeId: 101 })).code).toBe(20210);
  });

  test('ten witnesses together count one; the rest answer 您已见证过该项目; my witnesses, the votes left and the count say so', async () => {
    const token = await signIn('13500007601');
    expect((await get(`${BASE}/vote/101`, {}, token)).data).toEqual({ projectIds: [] });
    expect(await available(token)).toEqual({ available: 3, daily: 3 });
    const before = await votesOf(10104);
    const answers = await tenTogether(base(), `${BASE}/vote/add/10104`, { activeId: 101 }, token);
    expect(answers.get(1)).toHaveLength(1);
    expect(answers.get(1)?.[0]?.data).toEqual({
      projectId: 10104,
      votes: (before ?? 0) + 1,
      available: 2,
    });
    expect(answers.get(40010)).toHaveLength(9);
    expect(answers.get(40010)?.[0]?.message).toBe('您已见证过该项目');
    expect((await get(`${BASE}/vote/101`, {}, token)).data).toEqual({ projectIds: [10104] });
    expect(await available(token)).toEqual({ available: 2, daily: 3 });
    expect(await votesOf(10104)).toBe((before ?? 0) + 1);
  });

  test('a witness sent again with its idempotency key (the retry after a lost answer) answers that witness and spends no vote', async () => {
    const token = await signIn('13500007602');
    const first = await witness(token, 10105, 101, 'lost-1');
    expect(first).toMatchObject({ code: 1, data: { projectId: 10105, available: 2 } });
    expect(await witness(token, 10105, 101, 'lost-1')).toEqual(first);
    expect(await available(token)).toEqual({ available: 2, daily: 3 });
    expect((await witness(token, 10105, 101, 'another')).code).toBe(40010);
  });

  test("past the day's votes 40015 今日见证票已用完; the next China day one more, never the same project twice", async () => {
    const token = await signIn('13500007603');
    expect((await witness(token, 10201, 102)).code).toBe(1);
    expect(await witness(token, 10202, 102)).toMatchObject({
      code: 40015,
      message: '今日见证票已用完，明天再来',
    });
    expect(await available(token, 102)).toEqual({ available: 0, daily: 1 });
    clock.now += DAY_MS;
    expect(await available(token, 102)).toEqual({ available: 1, daily: 1 });
    expect((await witness(token, 10201, 102)).code).toBe(40010);
    expect((await witness(token, 10202, 102)).code).toBe(1);
  });

  test('a demo visitor (demoWitnesses) has witnessed as seeded: 已见证 and the votes left', async () => {
    const token = await signIn('13900007601');
    expect((await get(`${BASE}/vote/101`, {}, token)).data).toEqual({
      projectIds: [10101, 10103],
    });
    expect(await available(token)).toEqual({ available: 1, daily: 3 });
    expect((await witness(token, 10103)).code).toBe(40010);
    const noneLeft = await signIn('13900007602');
    expect(await available(noneLeft, 102)).toEqual({ available: 0, daily: 1 });
  });

  test('an unknown project 404; before its start 40012 见证尚未开始; over 40013 见证已结束', async () => {
    const token = await signIn('13500007604');
    expect((await witness(token, 1)).code).toBe(404);
    expect(await witness(token, 10301, 103)).toMatchObject({
      code: 40012,
      message: '见证尚未开始',
    });
    expect(await witness(token, 10401, 104)).toMatchObject({
      code: 40013,
      message: '见证已结束',
    });
  });
});

describe('the gateway index', () => {
  test('/__dev/examples opens each per-project witness, naming its demo visitors', async () => {
    const { examples } = (await (await fetch(`${base()}/__dev/examples`)).json()) as {
      examples: { query: Record<string, string>; label: string }[];
    };
    const witnesses = examples.filter(({ query }) => query.activeId && Number(query.id) >= 7601);
    expect(witnesses.map(({ query }) => query)).toEqual([
      { id: '7601', activeId: '101' },
      { id: '7602', activeId: '102' },
      { id: '7603', activeId: '103' },
      { id: '7604', activeId: '104' },
    ]);
    expect(witnesses[0]?.label).toBe(
      '活动组件 7601 · 2026 好项目见证官（演示登录 13900007601 已见证 2 个）',
    );
  });
});
