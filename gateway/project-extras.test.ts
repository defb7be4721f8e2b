import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { post, startTestGateway, type TestGateway } from './test-gateway.ts';

/** 2025-06-01 08:00:00 in China. */
const NOW = Date.UTC(2025, 5, 1, 0, 0, 0);

let t: TestGateway;
beforeAll(async () => {
  t = await startTestGateway({ now: () => NOW });
});
afterAll(() => t.stop());

interface Envelope {
  code: number;
  data: unknown;
  message: string;
}

async function call(path: string, body: unknown, token?: string): Promise<Envelope> {
  const response = await post(t.base, path, body, token ? { token } : {});
  return (await response.json()) as Envelope;
}

async function signIn(mobile: string): Promise<string> {
  await call('userLogin/sendCode', { mobile, captchaValidate: '', statusCode: 501 });
  const { code } = (await (await fetch(`${t.base}/__dev/sms/latest?mobile=${mobile}`)).json()) as {
    code: string;
  };
  const login = await post(t.base, 'userLogin/mobileLogin', { mobile, smsCode: code });
  return login.headers.get('token') ?? '';
}

describe('userComment/selectH5Page', () => {
  test('answers the comments page by page with the total', async () => {
    const first = await call('bosscloud-interact/userComment/selectH5Page', {
      projectId: 9001,
      pageIndex: 1,
      pageSize: 10,
    });
    expect(first.data).toMatchObject({ total: 23, pageIndex: 1, pageSize: 10 });
    const last = await call('bosscloud-interact/userComment/selectH5Page', {
      projectId: 9001,
      pageIndex: 3,
      pageSize: 10,
    });
    const records = (last.data as { records: { id: number }[] }).records;
    expect(records.map((record) => record.id)).toEqual([90010021, 90010022, 90010023]);
  });

  test('a project without comments answers none; an unknown one code 404', async () => {
    expect(
      (await call('bosscloud-interact/userComment/selectH5Page', { projectId: 9003 })).data,
    ).toEqual({ records: [], total: 0, pageIndex: 1, pageSize: 10 });
    expect(
      await call('bosscloud-interact/userComment/selectH5Page', { projectId: 1 }),
    ).toMatchObject({ code: 404, message: '项目不存在: 1' });
  });
});

describe('getProjectMarketActive', () => {
  test("answers the project's market activities", async () => {
    const { data } = await call('getProjectMarketActive', { projectId: 9001 });
    expect(data).toEqual([
      expect.objectContaining({ id: 501, title: '2025 春季项目路演 · 上海站', pageId: 1001 }),
      expect.objectContaining({ id: 502 }),
      expect.objectContaining({ id: 503 }),
    ]);
    expect((await call('getProjectMarketActive', { projectId: 9004 })).data).toEqual([]);
  });
});

describe('projectDetail/getRoomLiveOrPreviewInfo', () => {
  test.each([
    [9001, 31, 2, 'a live room showing the project'],
    [9003, 32, 1, 'an upcoming preview'],
  ])('project %i: room %i (status %i), %s', async (projectId, roomLiveId, status) => {
    const { data } = await call('projectDetail/getRoomLiveOrPreviewInfo', { projectId });
    expect(data).toMatchObject({ roomLiveId, status, startTime: expect.any(String) });
  });

  test('a project in no live or preview answers null', async () => {
    expect((await call('projectDetail/getRoomLiveOrPreviewInfo', { projectId: 9007 })).data).toBe(
      null,
    );
  });
});

describe('the visitor’s interest', () => {
  test('needs a session: 20210 without one', async () => {
    expect(
      await call('userInterest/getUserInterestProjectStatus', { projectId: 9001 }),
    ).toMatchObject({ code: 20210 });
    expect(await call('interact/userInterest/save', { projectId: 9001 })).toMatchObject({
      code: 20210,
    });
  });

  test('is stored once: saving again answers the same and the status stays 1', async () => {
    const token = await signIn('13900000001');
    const status = () =>
      call('userInterest/getUserInterestProjectStatus', { projectId: 9002 }, token);
    expect((await status()).data).toEqual({ status: 0 });
    expect((await call('interact/userInterest/save', { projectId: 9002 }, token)).data).toEqual({
      status: 1,
    });
    expect((await call('interact/userInterest/save', { projectId: 9002 }, token)).data).toEqual({
      status: 1,
    });
    expect((await status()).data).toEqual({ status: 1 });
    const other = await signIn('13900000002');
    expect(
      (await call('userInterest/getUserInterestProjectStatus', { projectId: 9002 }, other)).data,
    ).toEqual({ status: 0 });
  });

  test('an unknown project answers code 404', async () => {
    const token = await signIn('13900000003');
    expect(await call('interact/userInterest/save', { projectId: 1 }, token)).toMatchObject({
      code: 404,
    });
  });
});
