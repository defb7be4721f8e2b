import { describe, expect, test, vi } from 'vitest';
import { fakeApiCall } from '../../api/test-call.ts';
import { AGREEMENT_REQUIRED } from '../../forms/messages.ts';
import { createIdempotencyKeys } from '../../forms/sign-up/idempotency.ts';
import type { Envelope } from '../../lib/wire.ts';
import { memoryStorage } from '../../platform/storage.ts';
import { FILLED_MEETING_INPUT } from './sign-up-state.testing.ts';
import {
  FACE_REQUIRED,
  submitMeetingSignUp,
  type MeetingSubmitInput,
} from './submit-meeting-sign-up.ts';

const OK = (data: unknown): Envelope => ({ code: 1, data, message: '' });

/** The answers of a sign-up that goes through. */
const PASSING: Partial<Record<string, Envelope>> = {
  conferenceApply: OK(true),
  apiMeetingUserServiceAddOrUpdateMeetingUser: OK({ MeetingUserId: 77 }),
  conferenceSignUpDataSave: OK({ id: 5 }),
};

function setup(answers: Partial<Record<string, Envelope>> = {}, loggedIn = true) {
  const call = fakeApiCall(
    (name) =>
      answers[name] ?? PASSING[name] ?? { code: 404, data: null, message: `no answer for ${name}` },
  );
  const notify = vi.fn();
  const ensureLogin = vi.fn(() => Promise.resolve(loggedIn));
  let key = 0;
  const deps = {
    api: { call },
    auth: { user: () => (loggedIn ? { id: '42' } : undefined) },
    ensureLogin,
    keys: createIdempotencyKeys(memoryStorage(), 'meeting.3321', () => `key-${++key}`),
    notify,
  };
  return { deps, call, notify, ensureLogin };
}

const FILLED: MeetingSubmitInput = {
  mid: '3321',
  values: FILLED_MEETING_INPUT,
  agreed: true,
  hasFace: true,
  checkedFace: () => Promise.resolve('uploads/20260310/face.png'),
  signedUp: () => Promise.resolve(false),
};

describe('a meeting sign-up (docs/conference.md)', () => {
  test('code proven, meeting user stored, then the record with the user id and the idempotency key', async () => {
    const { deps, call } = setup();
    await expect(submitMeetingSignUp(deps, FILLED)).resolves.toBe('done');
    expect(call.mock.calls.map(([name]) => name)).toEqual([
      'conferenceApply',
      'apiMeetingUserServiceAddOrUpdateMeetingUser',
      'conferenceSignUpDataSave',
    ]);
    expect(call).toHaveBeenCalledWith('conferenceApply', {
      body: { mid: '3321', mobile: '13800001111', smsCode: '1234' },
    });
    expect(call.mock.calls[1]?.[1]).toMatchObject({
      body: {
        Mid: '3321',
        Name: '张三',
        ProvinceId: '310000',
        CityName: '上海市',
        AreaName: '浦东新区',
        FaceUrl: 'uploads/20260310/face.png',
        RegistereSource: '11',
      },
    });
    expect(call.mock.calls[2]?.[1]).toEqual({
      body: {
        mid: '3321',
        meetingUserId: '77',
        userId: '42',
        registereSource: '11',
        idempotencyKey: 'key-1',
      },
      headers: { 'Idempotency-Key': 'key-1' },
    });
  });

  test('opened from an invitation: the record names it, then the invitation is saved once signed up', async () => {
    const { deps, call } = setup({ conferenceInvitationSaveData: OK({ id: 9 }) });
    await expect(submitMeetingSignUp(deps, { ...FILLED, invitationId: '51' })).resolves.toBe(
      'done',
    );
    expect(call.mock.calls.map(([name]) => name)).toEqual([
      'conferenceApply',
      'apiMeetingUserServiceAddOrUpdateMeetingUser',
      'conferenceSignUpDataSave',
      'conferenceInvitationSaveData',
    ]);
    expect(call.mock.calls[2]?.[1]).toMatchObject({ body: { invitationId: '51' } });
    expect(call.mock.calls[3]?.[1]).toEqual({
      body: { invitationId: '51', mid: '3321', userId: '42', signUpId: '5' },
    });
  });

  test('the invitation is not saved when the sign-up is not, and its own failure leaves the sign-up done', async () => {
    const refused = setup({ conferenceSignUpDataSave: { code: 40901, data: null, message: '' } });
    await expect(
      submitMeetingSignUp(refused.deps, { ...FILLED, invitationId: '51' }),
    ).resolves.toBe('already');
    expect(refused.call).not.toHaveBeenCalledWith(
      'conferenceInvitationSaveData',
      expect.anything(),
    );
    for (const answer of [{ code: 500, data: null, message: '服务繁忙' }, new Error('down')]) {
      const call = fakeApiCall((name) => {
        if (name !== 'conferenceInvitationSaveData') return PASSING[name] ?? OK(null);
        if (answer instanceof Error) throw answer;
        return answer;
      });
      const { deps, notify } = setup();
      await expect(
        submitMeetingSignUp({ ...deps, api: { call } }, { ...FILLED, invitationId: '51' }),
      ).resolves.toBe('done');
      expect(notify).not.toHaveBeenCalled();
    }
  });

  test('a retry after a failed save sends the same idempotency key; after a success a new one', async () => {
    const failing = setup({
      conferenceSignUpDataSave: { code: 500, data: null, message: '服务繁忙' },
    });
    await expect(submitMeetingSignUp(failing.deps, FILLED)).resolves.toBe('failed');
    expect(failing.notify).toHaveBeenCalledWith('服务繁忙');
    const { deps, call } = setup();
    const sameKeys = { ...deps, keys: failing.deps.keys };
    await expect(submitMeetingSignUp(sameKeys, FILLED)).resolves.toBe('done');
    expect(call.mock.calls[2]?.[1]).toMatchObject({ body: { idempotencyKey: 'key-1' } });
    expect(sameKeys.keys.keyFor({ mid: '3321', userId: '42' })).toBe('key-2');
  });

  test.each([
    [
      'R5.07 an empty required field',
      { values: { ...FILLED.values, company: '' } },
      '请输入公司名称',
    ],
    [
      'R5.05 a bad mobile',
      { values: { ...FILLED.values, mobile: '10000000000' } },
      '手机号格式不正确',
    ],
    ['R5.07 no area picked', { values: { ...FILLED.values, area: [] } }, '请选择所在地区'],
    ['no face photo', { hasFace: false }, FACE_REQUIRED],
  ])('%s: told, nothing sent', async (_case, change, message) => {
    const { deps, call, notify, ensureLogin } = setup();
    await expect(submitMeetingSignUp(deps, { ...FILLED, ...change })).resolves.toBe('invalid');
    expect(notify).toHaveBeenCalledWith(message);
    expect(ensureLogin).not.toHaveBeenCalled();
    expect(call).not.toHaveBeenCalled();
  });

  test('R5.08 the agreement unticked: the 3 s toast, nothing sent', async () => {
    const { deps, call, notify } = setup();
    await expect(submitMeetingSignUp(deps, { ...FILLED, agreed: false })).resolves.toBe(
      'agreement',
    );
    expect(notify).toHaveBeenCalledWith(AGREEMENT_REQUIRED, { duration: 3000 });
    expect(call).not.toHaveBeenCalled();
  });

  test('R6.02 not logged in and the login refused: nothing sent, the input kept by the caller', async () => {
    const { deps, call } = setup({}, false);
    await expect(submitMeetingSignUp(deps, FILLED)).resolves.toBe('login');
    expect(call).not.toHaveBeenCalled();
  });

  test('already signed up: found after the login, nothing sent; or told by the service (40901)', async () => {
    const first = setup();
    await expect(
      submitMeetingSignUp(first.deps, { ...FILLED, signedUp: () => Promise.resolve(true) }),
    ).resolves.toBe('already');
    expect(first.call).not.toHaveBeenCalled();
    const raced = setup({
      conferenceSignUpDataSave: { code: 40901, data: null, message: '您已报名该会议' },
    });
    await expect(submitMeetingSignUp(raced.deps, FILLED)).resolves.toBe('already');
    expect(raced.notify).not.toHaveBeenCalled();
  });

  test('a save whose answer was lost: the retry finds the record and says it succeeded; the next visit says already', async () => {
    const { deps, call } = setup();
    deps.api.call = fakeApiCall((name) =>
      name === 'conferenceSignUpDataSave'
        ? Promise.reject(new Error('the connection dropped'))
        : (PASSING[name] ?? { code: 404, data: null, message: name }),
    );
    await expect(submitMeetingSignUp(deps, FILLED)).resolves.toBe('failed');
    // The record was stored all the same: the service says so after the login.
    const stored = { ...FILLED, signedUp: () => Promise.resolve(true) };
    deps.api.call = call;
    await expect(submitMeetingSignUp(deps, stored)).resolves.toBe('done');
    expect(call).not.toHaveBeenCalled();
    await expect(submitMeetingSignUp(deps, stored)).resolves.toBe('already');
  });

  test('no face found: stops before the code is proven', async () => {
    const { deps, call } = setup();
    await expect(
      submitMeetingSignUp(deps, { ...FILLED, checkedFace: () => Promise.resolve(undefined) }),
    ).resolves.toBe('face');
    expect(call).not.toHaveBeenCalled();
  });

  test('R8.01 a wrong code shows the service message; a call failing on the way 服务器异常', async () => {
    const wrong = setup({ conferenceApply: { code: 4001, data: null, message: '验证码错误' } });
    await expect(submitMeetingSignUp(wrong.deps, FILLED)).resolves.toBe('failed');
    expect(wrong.notify).toHaveBeenCalledWith('验证码错误');
    const down = setup();
    down.deps.api.call = fakeApiCall(() => Promise.reject(new Error('offline')));
    await expect(submitMeetingSignUp(down.deps, FILLED)).resolves.toBe('failed');
    expect(down.notify).toHaveBeenCalledWith('服务器异常');
  });
});
