import { describe, expect, test } from 'vitest';
import page1002 from '../../fixtures/modules/sign-up-form/page-1002.json' with { type: 'json' };
import noCode from '../../fixtures/modules/sign-up-form/no-code.json' with { type: 'json' };
import { memoryStorage } from '../../platform/storage.ts';
import { validate, type SignUpFormModuleConfig } from '../../schemas/index.ts';
import { buildFieldModels, type FieldValue } from '../field-model.ts';
import { createAuth } from '../login/auth.ts';
import { createSessionUser } from '../login/session-user.ts';
import { createFakeGateway, type Scripted } from './fake-gateway.ts';
import { createIdempotencyKeys } from './idempotency.ts';
import { COMMIT_ENDPOINT, submitSignUp, type SignUpInput } from './submit-sign-up.ts';

function config(recorded: { subModuleJson: unknown }): SignUpFormModuleConfig {
  const checked = validate('signUpForm', recorded.subModuleJson);
  if (!checked.ok) throw new Error(checked.issue.message);
  return checked.value;
}

const filled: Record<string, FieldValue> = {
  name: '张三',
  mobile: '13812345678',
  smsCode: '1234',
  companyName: '天九',
  area: ['广东省', '深圳市'],
  budget: '50-100万',
  interest: ['餐饮'],
};

function setup(script: Partial<Record<string, Scripted[]>> = {}, loginAnswer = true) {
  const gateway = createFakeGateway(script);
  const told: { message: string; duration?: number | undefined }[] = [];
  let loginAsked = 0;
  const keys = createIdempotencyKeys(
    memoryStorage(),
    'm1',
    (() => {
      let next = 0;
      return () => `key-${(next += 1)}`;
    })(),
  );
  const deps = {
    api: gateway.api,
    auth: createAuth({ api: gateway.api, session: createSessionUser(memoryStorage()) }),
    ensureLogin: () => {
      loginAsked += 1;
      return Promise.resolve(loginAnswer);
    },
    keys,
    notify: (message: string, options?: { duration?: number }) =>
      told.push({ message, duration: options?.duration }),
  };
  const form = config(page1002);
  const input = (
    values: Record<string, FieldValue> = filled,
    agreed = true,
    data = form,
  ): SignUpInput => ({
    fields: buildFieldModels(data.fieldList),
    values,
    jsonMap: data.jsonMap,
    context: { activeId: '88', sceneId: '3' },
    agreed,
  });
  return { gateway, told, deps, input, loginAsked: () => loginAsked };
}

describe('submitSignUp', () => {
  test('R4.03 R9.04 logs in with the login payload, then commits the stay-consult once', async () => {
    const { gateway, deps, input } = setup();
    await expect(submitSignUp(deps, input())).resolves.toBe('done');
    expect(gateway.calls.map((call) => call.name)).toEqual([
      'userLoginMobileLogin',
      COMMIT_ENDPOINT,
    ]);
    expect(gateway.calls[0]?.options?.body).toEqual({
      mobile: '13812345678',
      smsCode: '1234',
      sourceId: 'msite_mobile',
      sceneId: '3',
      client: 'H5',
      source: 11,
    });
    expect(gateway.calls[1]?.options).toMatchObject({
      body: {
        name: '张三',
        area: '广东省/深圳市',
        activeId: '88',
        source: 1,
        type: 2,
        extendField: { budget: '50-100万', interest: '餐饮' },
        idempotencyKey: 'key-1',
      },
      headers: { 'Idempotency-Key': 'key-1' },
    });
    expect(gateway.records.size).toBe(1);
  });

  test.each([
    ['R8.08 required field empty', { ...filled, name: '' }, true, '请输入姓名', 'invalid'],
    ['R8.08 required radio empty', { ...filled, budget: '' }, true, '请选择投资预算', 'invalid'],
    ['R8.06 empty phone', { ...filled, mobile: '' }, true, '请输入手机号', 'invalid'],
    [
      'R8.06 malformed phone',
      { ...filled, mobile: '10012345678' },
      true,
      '手机号格式不正确',
      'invalid',
    ],
    [
      'R5.08 R8.07 agreement not ticked',
      filled,
      false,
      '请先同意《天九老板云用户协议》与《隐私政策》',
      'agreement',
    ],
  ])('%s: told, nothing sent', async (_case, values, agreed, message, outcome) => {
    const { gateway, deps, input, told } = setup();
    await expect(submitSignUp(deps, input(values, agreed))).resolves.toBe(outcome);
    expect(told.map((entry) => entry.message)).toEqual([message]);
    expect(gateway.calls).toEqual([]);
  });

  test('R5.08 R9.12 the agreement toast shows for 3 s', async () => {
    const { deps, input, told } = setup();
    await submitSignUp(deps, input(filled, false));
    expect(told[0]?.duration).toBe(3000);
  });

  test('R5.08 a form without a code field needs no agreement, and logs in through the login popup', async () => {
    const { gateway, deps, input, loginAsked } = setup();
    const values = { name: '李四', mobile: '13912345678', companyName: '' };
    await expect(submitSignUp(deps, input(values, false, config(noCode)))).resolves.toBe('done');
    expect(loginAsked()).toBe(1);
    expect(gateway.calls.map((call) => call.name)).toEqual([COMMIT_ENDPOINT]);
  });

  test('R6.02 a dismissed login popup stops the submission, nothing committed', async () => {
    const { gateway, deps, input } = setup({}, false);
    await expect(
      submitSignUp(deps, input({ name: '李四', mobile: '13912345678' }, false, config(noCode))),
    ).resolves.toBe('login');
    expect(gateway.calls).toEqual([]);
  });

  test('R8.04 a failed login shows the server message and commits nothing', async () => {
    const { gateway, deps, input, told } = setup();
    await expect(submitSignUp(deps, input({ ...filled, smsCode: '0000' }))).resolves.toBe('login');
    expect(told.map((entry) => entry.message)).toEqual(['验证码错误']);
    expect(gateway.records.size).toBe(0);
  });

  test.each<[string, Scripted, string]>([
    [
      'R8.01 code ≠ 1: the server message',
      { code: 3001, data: null, message: '活动已结束' },
      '活动已结束',
    ],
    ['a network error: 服务器异常', new Error('offline'), '服务器异常'],
  ])('%s', async (_case, failure, message) => {
    const { deps, input, told } = setup({ [COMMIT_ENDPOINT]: [failure] });
    await expect(submitSignUp(deps, input())).resolves.toBe('commit');
    expect(told.map((entry) => entry.message)).toEqual([message]);
  });

  test('R4.03 a double tap never creates two records: both attempts carry one key', async () => {
    const { gateway, deps, input } = setup();
    const outcomes = await Promise.all([submitSignUp(deps, input()), submitSignUp(deps, input())]);
    expect(outcomes).toEqual(['done', 'done']);
    const keys = gateway.calls
      .filter((call) => call.name === COMMIT_ENDPOINT)
      .map((call) => call.options?.headers?.['Idempotency-Key']);
    expect(keys).toEqual(['key-1', 'key-1']);
    expect(gateway.records.size).toBe(1);
  });

  test('R4.03 a retry after a timeout reuses the key and skips the second login: one record', async () => {
    const lost = new Error('timeout');
    const { gateway, deps, input } = setup({ [COMMIT_ENDPOINT]: [lost] });
    await expect(submitSignUp(deps, input())).resolves.toBe('commit');
    await expect(submitSignUp(deps, input())).resolves.toBe('done');
    expect(gateway.calls.map((call) => call.name)).toEqual([
      'userLoginMobileLogin',
      COMMIT_ENDPOINT,
      COMMIT_ENDPOINT,
    ]);
    const keys = gateway.calls.slice(1).map((call) => call.options?.headers?.['Idempotency-Key']);
    expect(keys).toEqual(['key-1', 'key-1']);
  });

  test('R4.03 after a success the next submission is a new record with a new key', async () => {
    const { gateway, deps, input } = setup();
    await submitSignUp(deps, input());
    await submitSignUp(deps, input());
    expect(gateway.records.size).toBe(2);
  });

  test('changed input after a failure gets a new key', async () => {
    const { gateway, deps, input } = setup({
      [COMMIT_ENDPOINT]: [{ code: 0, data: null, message: '失败' }],
    });
    await submitSignUp(deps, input());
    await submitSignUp(deps, input({ ...filled, companyName: '天九共享' }));
    const keys = gateway.calls
      .filter((call) => call.name === COMMIT_ENDPOINT)
      .map((call) => call.options?.headers?.['Idempotency-Key']);
    expect(keys).toEqual(['key-1', 'key-2']);
  });
});
