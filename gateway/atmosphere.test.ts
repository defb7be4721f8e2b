import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { maskedName } from './handlers/atmosphere.ts';
import { getCall, post, signIn, startTestGateway, type TestGateway } from './test-gateway.ts';

/** 2026-03-10 12:00:00 in China. */
const NOW = Date.UTC(2026, 2, 10, 4, 0, 0);
const SUMMIT = '2026 天九共享·新经济企业家峰会（上海站）';
const FORUM = '天九共享·县域经济发展论坛（成都站）';
const ADD_USER = 'dubbo-customer-admin-api/api/MeetingUserService/AddOrUpdateMeetingUser';

let t: TestGateway;
beforeAll(async () => {
  t = await startTestGateway({ now: () => NOW });
});
afterAll(() => t.stop());

interface Line {
  id: string;
  userName: string;
  action: string;
  activityId: number;
  activityName: string;
  createTime: string;
}

async function lines(body: unknown = {}): Promise<Line[]> {
  const answer = await post(t.base, 'commonDict/queryAtmosphere', body);
  return ((await answer.json()) as { data: Line[] }).data;
}

function add(id: number | string, token: string) {
  return getCall(t.base, `conferenceActivity/atmosphere/add/${id}`, {}, token);
}

describe('the atmosphere’s names', () => {
  test.each([
    ['a name: its first character and **', '王建国', null, '王**'],
    ['a name of one character', '李', null, '李**'],
    ['a name beyond the basic plane', '𠮷野家', null, '𠮷**'],
    ['no name: the mobile, its middle hidden', null, '13912345678', '139****5678'],
    ['a blank name: the mobile', '  ', '13912345678', '139****5678'],
    ['neither', null, null, '匿名用户'],
    ['hostile markup keeps only its first character', '<img src=x onerror=alert(1)>', null, '<**'],
  ])('%s', (_case, name, mobile, shown) => {
    expect(maskedName(name, mobile)).toBe(shown);
  });
});

describe('commonDict/queryAtmosphere', () => {
  test('the seeded lines, newest first, names masked, each with its meeting and time', async () => {
    const answer = await lines();
    expect(answer.slice(0, 3)).toEqual([
      {
        id: 's0',
        userName: '王**',
        action: '报名了',
        activityId: 3321,
        activityName: SUMMIT,
        createTime: '2026-03-10 11:58:00',
      },
      {
        id: 's1',
        userName: '李**',
        action: '预约了',
        activityId: 3322,
        activityName: FORUM,
        createTime: '2026-03-10 11:54:00',
      },
      expect.objectContaining({ userName: '张**', createTime: '2026-03-10 11:45:00' }),
    ]);
    expect(answer).toHaveLength(5);
    expect(await lines({ pageSize: 2 })).toHaveLength(2);
    expect(await lines({ pageSize: 500 })).toHaveLength(5);
  });
});

describe('conferenceActivity/atmosphere/add/{id}', () => {
  test('refused without a session (a userId header alone is no login), or for an unknown meeting', async () => {
    expect(await add(3322, '')).toMatchObject({ code: 20210 });
    const token = await signIn(t.base, '13600000001');
    expect(await add(999, token)).toMatchObject({ code: 404 });
    expect(await add('x', token)).toMatchObject({ code: 404 });
    expect((await lines()).filter((line) => !line.id.startsWith('s'))).toEqual([]);
  });

  test('the visitor’s line tops the list, masked: once per visitor and meeting, moved up when added again', async () => {
    const token = await signIn(t.base, '13912345678');
    const added = await add(3322, token);
    expect(added).toMatchObject({
      code: 1,
      data: {
        userName: '139****5678',
        action: '预约了',
        activityId: 3322,
        activityName: FORUM,
        createTime: '2026-03-10 12:00:00',
      },
    });
    expect((await lines())[0]).toEqual(added.data);
    await add(3322, token);
    const mine = (await lines()).filter((line) => line.userName === '139****5678');
    expect(mine).toHaveLength(1);
    expect(JSON.stringify(await lines())).not.toContain('13912345678');
  });

  test('with the name of a sign-up form, its first character: hostile markup comes back as text of one character', async () => {
    const mobile = '13712345678';
    const token = await signIn(t.base, mobile);
    const saved = await post(
      t.base,
      ADD_USER,
      {
        Mid: 3321,
        Name: '<img src=x onerror=alert(1)>赵',
        Mobile: mobile,
        Company: '天九共享',
        ProvinceId: 310000,
        CityId: 310100,
        AreaId: 310115,
        FaceUrl: 'uploads/face.png',
      },
      { token },
    );
    expect(((await saved.json()) as { code: number }).code).toBe(1);
    expect((await add(3321, token)).data).toMatchObject({ userName: '<**', activityName: SUMMIT });
  });
});
