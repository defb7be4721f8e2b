import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Envelope } from '../lib/wire.ts';
import { post, startTestGateway, type TestGateway } from './test-gateway.ts';

/** 2026-03-10 12:00:00 in China: meeting 3321 open, 3322 not open yet, 3323 full, 3324 closed. */
const NOW = Date.UTC(2026, 2, 10, 4, 0, 0);
const FACE = readFileSync(new URL('../fixtures/faces/face.png', import.meta.url));
const BLANK = readFileSync(new URL('../fixtures/faces/blank.png', import.meta.url));

let t: TestGateway;
beforeAll(async () => {
  t = await startTestGateway({ now: () => NOW });
});
afterAll(() => t.stop());

async function call(path: string, body: unknown, token?: string): Promise<Envelope> {
  return (await (await post(t.base, path, body, token ? { token } : {})).json()) as Envelope;
}

async function latestCode(mobile: string): Promise<string> {
  const answer = await fetch(`${t.base}/__dev/sms/latest?mobile=${mobile}`);
  return ((await answer.json()) as { code: string }).code;
}

async function signIn(mobile: string): Promise<{ token: string; userId: number }> {
  await call('userLogin/sendCode', { mobile, captchaValidate: '', statusCode: 501 });
  const login = await post(t.base, 'userLogin/mobileLogin', {
    mobile,
    smsCode: await latestCode(mobile),
  });
  const { data } = (await login.json()) as { data: { user: { id: number } } };
  return { token: login.headers.get('token') ?? '', userId: data.user.id };
}

async function upload(name: string, bytes: Buffer): Promise<string> {
  const form = new FormData();
  form.set('key', `uploads/20260310/${name}`);
  form.set('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name);
  const posted = (await (
    await fetch(`${t.base}/api/oss/upload`, { method: 'POST', body: form })
  ).json()) as { data: { url: string } };
  return posted.data.url;
}

const MEETING_USER = {
  Name: '张三',
  Company: '天九共享',
  Position: '总经理',
  ProvinceId: 310000,
  ProvinceName: '上海市',
  CityId: 310100,
  CityName: '上海市',
  AreaId: 310115,
  AreaName: '浦东新区',
  RegistereSource: '11',
};

describe('a meeting sign-up, call by call (docs/conference.md)', () => {
  test('code, apply, face, meeting user, record: ten saves of one attempt store one record', async () => {
    const mobile = '13800001111';
    const { token, userId } = await signIn(mobile);
    expect(await call('conference/sendSms', { mobile, mid: 3321 })).toMatchObject({ code: 1 });
    const smsCode = await latestCode(mobile);
    const wrong = String((Number(smsCode) + 1) % 10_000).padStart(4, '0');
    expect(
      await call('conference/apply', { mid: 3321, mobile, smsCode: wrong }, token),
    ).toMatchObject({ code: 4001, message: '验证码错误' });
    expect(await call('conference/apply', { mid: 3321, mobile, smsCode }, token)).toMatchObject({
      code: 1,
    });
    const faceUrl = await upload('face.png', FACE);
    const detect = 'dubbo-customer-admin-api/baiduface/detect';
    expect(await call(detect, { imageUrl: faceUrl }, token)).toMatchObject({
      data: { faceNum: 1 },
    });
    const blankUrl = await upload('blank.png', BLANK);
    expect(await call(detect, { imageUrl: `/storage/${blankUrl}` }, token)).toMatchObject({
      data: { faceNum: 0 },
    });
    expect(await call(detect, { imageUrl: 'uploads/none.png' }, token)).toMatchObject({
      code: 400,
    });

    const addUser = 'dubbo-customer-admin-api/api/MeetingUserService/AddOrUpdateMeetingUser';
    const meetingUser = await call(
      addUser,
      { ...MEETING_USER, Mid: 3321, Mobile: mobile, FaceUrl: faceUrl },
      token,
    );
    const { MeetingUserId } = meetingUser.data as { MeetingUserId: number };
    const again = await call(
      addUser,
      { ...MEETING_USER, Mid: 3321, Mobile: mobile, FaceUrl: faceUrl },
      token,
    );
    expect(again.data).toEqual({ MeetingUserId });

    const body = { mid: 3321, meetingUserId: MeetingUserId, userId, registereSource: '11' };
    const saves = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(
          'bosscloud-activity/conferenceSignUpData/save',
          { ...body, idempotencyKey: 'k-1' },
          token,
        ),
      ),
    );
    expect(new Set(saves.map((answer) => JSON.stringify(answer.data))).size).toBe(1);
    expect(saves.every((answer) => answer.code === 1)).toBe(true);
    expect(
      await call(
        'bosscloud-activity/conferenceSignUpData/save',
        { ...body, idempotencyKey: 'k-2' },
        token,
      ),
    ).toMatchObject({ code: 40901, message: '您已报名该会议' });
    const meeting = (await (
      await fetch(`${t.base}/api/bosscloud-activity/conferenceMeetingData/find/3321`)
    ).json()) as Envelope;
    expect(meeting.data).toMatchObject({ signUpNum: 58 });
    const mine = await call(
      'conferenceSignUpData/mySignUpDataPage',
      { pageIndex: 1, pageSize: 10 },
      token,
    );
    expect(mine.data).toMatchObject({
      total: 1,
      records: [
        {
          mid: 3321,
          meetingName: '2026 天九共享·新经济企业家峰会（上海站）',
          signUpTime: '2026-03-10 12:00:00',
        },
      ],
    });
    expect(
      await call(
        'conferenceSignUpData/mySignUpDataPage',
        { mid: 3322, pageIndex: 1, pageSize: 1 },
        token,
      ),
    ).toMatchObject({ data: { total: 0, records: [] } });
  });

  test.each([
    [3322, 40001, '报名尚未开始'],
    [3323, 40002, '报名名额已满'],
    [3324, 40003, '报名已结束'],
  ])('meeting %i takes no sign-up: code %i %s', async (mid, code, message) => {
    const mobile = '13800002222';
    const { token, userId } = await signIn(mobile);
    await call('conference/sendSms', { mobile, mid });
    expect(
      await call('conference/apply', { mid, mobile, smsCode: await latestCode(mobile) }, token),
    ).toMatchObject({ code, message });
    expect(
      await call(
        'bosscloud-activity/conferenceSignUpData/save',
        { mid, meetingUserId: 1, userId, idempotencyKey: `x-${mid}` },
        token,
      ),
    ).toMatchObject({ code, message });
  });

  test('without a login the calls answer 20210; another user id is refused', async () => {
    expect(await call('conference/apply', { mid: 3321 })).toMatchObject({ code: 20210 });
    const { token } = await signIn('13800003333');
    expect(
      await call('bosscloud-activity/conferenceSignUpData/save', { mid: 3321, userId: 1 }, token),
    ).toMatchObject({ code: 403 });
  });
});

const ACTIVITY = 'bosscloud-activity';

async function getActivity(path: string): Promise<Envelope> {
  return (await (await fetch(`${t.base}/api/${ACTIVITY}/${path}`)).json()) as Envelope;
}

/** Signs the visitor up for meeting 3321 through the invitation, as the page does. */
async function signUp(token: string, userId: number, mobile: string): Promise<number> {
  const meetingUser = await call(
    'dubbo-customer-admin-api/api/MeetingUserService/AddOrUpdateMeetingUser',
    { ...MEETING_USER, Mid: 3321, Mobile: mobile, FaceUrl: 'uploads/20260310/face.png' },
    token,
  );
  const { MeetingUserId } = meetingUser.data as { MeetingUserId: number };
  const saved = await call(
    `${ACTIVITY}/conferenceSignUpData/save`,
    {
      mid: 3321,
      meetingUserId: MeetingUserId,
      userId,
      idempotencyKey: `k-${mobile}`,
      invitationId: '51',
    },
    token,
  );
  return (saved.data as { id: number }).id;
}

describe('invitations (docs/conference.md)', () => {
  test('an invitation says who invites to which meeting; its projects come apart, in order', async () => {
    const info = await getActivity('conferenceInvitation/getInvitationInfoById/51');
    expect(info).toMatchObject({ code: 1, data: { id: 51, mid: 3321, inviterName: '李明' } });
    expect(info.data).not.toHaveProperty('projects');
    const projects = await getActivity('conferenceInvitation/selectInvitationProjectList/51');
    expect((projects.data as { projectId: number }[]).map((project) => project.projectId)).toEqual([
      9001, 9002, 9005,
    ]);
    expect(await getActivity('conferenceInvitation/selectInvitationProjectList/52')).toMatchObject({
      code: 1,
      data: [],
    });
    expect(await getActivity('conferenceInvitation/getInvitationInfoById/99')).toMatchObject({
      code: 404,
      message: '邀请不存在: 99',
    });
  });

  test('saveData keeps one record per invitation and visitor, only once signed up for its meeting', async () => {
    const mobile = '13800005151';
    const { token, userId } = await signIn(mobile);
    const path = 'conferenceInvitation/saveData';
    expect(await call(path, { invitationId: 51, mid: 3321 })).toMatchObject({ code: 20210 });
    expect(await call(path, { invitationId: 51, mid: 3321 }, token)).toMatchObject({
      code: 400,
      message: '请先报名会议',
    });
    const signUpId = await signUp(token, userId, mobile);
    const body = { invitationId: '51', mid: '3321', userId, signUpId };
    const saves = await Promise.all(Array.from({ length: 10 }, () => call(path, body, token)));
    expect(saves.every((answer) => answer.code === 1)).toBe(true);
    expect(new Set(saves.map((answer) => JSON.stringify(answer.data))).size).toBe(1);
    expect(await call(path, body, token)).toEqual(saves[0]);
    expect(await call(path, { ...body, mid: 3324, invitationId: 53 }, token)).toMatchObject({
      code: 400,
      message: '请先报名会议',
    });
    expect(await call(path, { ...body, mid: 3322 }, token)).toMatchObject({
      code: 400,
      message: '邀请与会议不符',
    });
    expect(await call(path, { ...body, invitationId: 99 }, token)).toMatchObject({ code: 404 });
  });
});

describe('GetAreaByFid', () => {
  const path = 'dubbo-customer-admin-api/api/MeetingUserService/GetAreaByFid';
  test('provinces under the root (Level 1), then cities (2), then areas (3)', async () => {
    const get = async (query: string) =>
      ((await (await fetch(`${t.base}/api/${path}?${query}`)).json()) as Envelope).data as {
        Id: number;
        Name: string;
      }[];
    const provinces = await get('Id=100000&Level=1');
    expect(provinces.slice(0, 3).map((area) => area.Name)).toEqual(['北京市', '天津市', '上海市']);
    expect((await get('Id=310000&Level=2')).map((area) => area.Name)).toEqual(['上海市']);
    expect((await get('Id=310100&Level=3')).map((area) => area.Name)).toContain('浦东新区');
    expect(await get('Id=1&Level=2')).toEqual([]);
  });
});
