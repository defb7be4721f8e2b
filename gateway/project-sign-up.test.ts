import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  getCall,
  post,
  signIn as signInTo,
  startTestGateway,
  type TestGateway,
} from './test-gateway.ts';

let t: TestGateway;
beforeAll(async () => {
  t = await startTestGateway();
});
afterAll(() => t.stop());

const get = (path: string, query: Record<string, string | number>, token = '') =>
  getCall(t.base, path, query, token);
const signIn = (mobile: string) => signInTo(t.base, mobile);
const call = async (path: string, body: object, token = '') =>
  (await (await post(t.base, path, body, { token })).json()) as {
    code: number;
    data: unknown;
    message: string;
  };
const page = (token = '', activeId = 97) =>
  call('pageProjectsSignUp', { activeId, pageNum: 1, pageSize: 10 }, token);
const signUp = (token: string, projectId: number, activeId = 97) =>
  call('updateActiveProjectSignUp', { activeId, projectId }, token);

describe('project sign-ups: one record per visitor and project', () => {
  test('the projects without a login: nothing personal', async () => {
    const { data } = await page();
    expect(data).toMatchObject({ total: 3 });
    expect((data as { records: unknown[] }).records[0]).toEqual({
      projectId: 9701,
      projectName: '县域冷链物流',
      logo: 'campaign/vote-coldchain.jpg',
      intro: '县域冷链物流一站式解决方案，覆盖 200 余个县城',
      likes: 326,
    });
  });

  test('ten sign-ups together make one record, each answering its id; the success check and the list say so', async () => {
    const token = await signIn('13500000051');
    const answers = await Promise.all(Array.from({ length: 10 }, () => signUp(token, 9702)));
    const ids = new Set(answers.map((answer) => (answer.data as { signUpId: number }).signUpId));
    expect(answers.every((answer) => answer.code === 1)).toBe(true);
    expect(ids.size).toBe(1);
    const [signUpId] = [...ids];
    expect((await get(`queryProjectSignUpIsSuccess/${signUpId}`, {}, token)).data).toEqual({
      success: 1,
    });
    const records = ((await page(token)).data as { records: object[] }).records;
    expect(records[1]).toMatchObject({ projectId: 9702, signedUp: 1, signUpId, liked: 0 });
    expect(records[0]).toMatchObject({ signedUp: 0, liked: 0 });
    expect((await signUp(token, 9702)).data).toEqual({ signUpId });
  });

  test('without a login 20210; an unknown project 404; before its start 40012; another visitor’s sign-up is not found', async () => {
    expect((await signUp('', 9701)).code).toBe(20210);
    const token = await signIn('13500000052');
    expect((await signUp(token, 1)).code).toBe(404);
    expect(await signUp(token, 9801, 98)).toMatchObject({ code: 40012, message: '报名尚未开始' });
    const mine = (await signUp(token, 9701)).data as { signUpId: number };
    const other = await signIn('13500000053');
    expect((await get(`queryProjectSignUpIsSuccess/${mine.signUpId}`, {}, other)).code).toBe(404);
  });

  test('a poster of a signed-up project: each ask answers another, round the project’s posters', async () => {
    const token = await signIn('13500000054');
    const { signUpId } = (await signUp(token, 9701)).data as { signUpId: number };
    const posters = [];
    for (let turn = 0; turn < 4; turn += 1)
      posters.push(
        (await get(`activeProjectSignUp/getProjectPosterForRandom/${signUpId}`, {})).data,
      );
    expect(posters).toEqual([
      { posterUrl: 'campaign/poster-coldchain-1.jpg' },
      { posterUrl: 'campaign/poster-coldchain-2.jpg' },
      { posterUrl: 'campaign/poster-coldchain-3.jpg' },
      { posterUrl: 'campaign/poster-coldchain-1.jpg' },
    ]);
    expect((await get('activeProjectSignUp/getProjectPosterForRandom/999999', {})).code).toBe(404);
  });
});

describe('project likes: one per visitor and project, no undo', () => {
  const like = (token: string, projectId: number) =>
    get(`activeProjectUserLike/clickUserLike2/${projectId}`, { activeId: 97 }, token);

  test('ten likes together count one; the list says liked', async () => {
    const token = await signIn('13500000055');
    const answers = await Promise.all(Array.from({ length: 10 }, () => like(token, 9703)));
    expect(answers.map((answer) => answer.data)).toEqual(
      Array.from({ length: 10 }, () => ({ liked: 1, likes: 159 })),
    );
    const records = ((await page(token)).data as { records: object[] }).records;
    expect(records[2]).toMatchObject({ projectId: 9703, likes: 159, liked: 1 });
  });

  test('without a login 20210; an unknown project 404', async () => {
    expect((await like('', 9701)).code).toBe(20210);
    expect((await like(await signIn('13500000056'), 1)).code).toBe(404);
  });
});
