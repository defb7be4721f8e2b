// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { memoryStorage } from '../../platform/storage.ts';
import { createFakeCaptcha } from '../captcha/fake-captcha.ts';
import { createFormServices } from '../form-services.tsx';
import { FormServicesProvider } from '../FormServicesProvider.tsx';
import { createFakeGateway } from '../sign-up/fake-gateway.ts';
import { LoginHost } from './LoginHost.tsx';

function setup() {
  const gateway = createFakeGateway();
  const toasts: { message: string; duration?: number | undefined }[] = [];
  const services = createFormServices({
    api: gateway.api,
    storage: { local: memoryStorage(), session: memoryStorage() },
    captcha: createFakeCaptcha().adapter,
    notify: (message, options) => toasts.push({ message, duration: options?.duration }),
  });
  render(
    <FormServicesProvider services={services}>
      <LoginHost />
    </FormServicesProvider>,
  );
  let outcome: boolean | undefined;
  act(() => {
    void services.ensureLogin().then((loggedIn) => (outcome = loggedIn));
  });
  return { gateway, toasts, services, outcome: () => outcome };
}

const popup = () => screen.findByRole('dialog', { name: '手机号登录' });

describe('login popup', () => {
  test('R6.02 R9.04 logs in with mobile and SMS code, the waiting action continues', async () => {
    const { gateway, outcome, services } = setup();
    const sheet = await popup();
    fireEvent.change(within(sheet).getByLabelText('手机号'), { target: { value: '13912345678' } });
    await act(async () =>
      fireEvent.click(within(sheet).getByRole('button', { name: '获取验证码' })),
    );
    expect(gateway.calls[1]).toEqual({
      name: 'userLoginSendCode',
      options: { body: { mobile: '13912345678', captchaValidate: '', statusCode: 501 } },
    });
    expect(within(sheet).getByRole('button', { name: '再次获取 60s' })).toBeTruthy();
    fireEvent.change(within(sheet).getByLabelText('验证码'), { target: { value: '123456' } });
    expect(within(sheet).getByLabelText<HTMLInputElement>('验证码').value).toBe('1234');
    fireEvent.click(within(sheet).getByRole('checkbox', { name: '我已阅读并同意' }));
    fireEvent.click(within(sheet).getByRole('button', { name: '登录' }));
    await waitFor(() => expect(outcome()).toBe(true));
    expect(gateway.calls.at(-1)).toMatchObject({
      name: 'userLoginMobileLogin',
      options: {
        body: {
          mobile: '13912345678',
          smsCode: '1234',
          client: 'H5',
          source: 11,
          sourceId: 'msite_mobile',
        },
      },
    });
    expect(services.auth.user()?.id).toBe('7');
  });

  test.each([
    ['R5.05 empty mobile', '', '1234', true, '请输入手机号'],
    [
      'R5.04 an activity-only number is refused here',
      '22912345678',
      '1234',
      true,
      '手机号格式不正确',
    ],
    ['empty code', '13912345678', '', true, '请输入验证码'],
    [
      'R5.08 agreement not ticked',
      '13912345678',
      '1234',
      false,
      '请先同意《天九老板云用户协议》与《隐私政策》',
    ],
  ])('%s', async (_case, mobile, code, agree, message) => {
    const { toasts, gateway } = setup();
    const sheet = await popup();
    fireEvent.change(within(sheet).getByLabelText('手机号'), { target: { value: mobile } });
    fireEvent.change(within(sheet).getByLabelText('验证码'), { target: { value: code } });
    if (agree) fireEvent.click(within(sheet).getByRole('checkbox', { name: '我已阅读并同意' }));
    fireEvent.click(within(sheet).getByRole('button', { name: '登录' }));
    await waitFor(() => expect(toasts.map((toast) => toast.message)).toEqual([message]));
    expect(gateway.calls.map((call) => call.name)).not.toContain('userLoginMobileLogin');
  });

  test('R8.04 a wrong code shows the server message and keeps the popup open', async () => {
    const { toasts, outcome } = setup();
    const sheet = await popup();
    fireEvent.change(within(sheet).getByLabelText('手机号'), { target: { value: '13912345678' } });
    fireEvent.change(within(sheet).getByLabelText('验证码'), { target: { value: '0000' } });
    fireEvent.click(within(sheet).getByRole('checkbox', { name: '我已阅读并同意' }));
    fireEvent.click(within(sheet).getByRole('button', { name: '登录' }));
    await waitFor(() => expect(toasts.map((toast) => toast.message)).toEqual(['验证码错误']));
    expect(outcome()).toBeUndefined();
    expect(screen.getByRole('dialog', { name: '手机号登录' })).toBeTruthy();
  });

  test('R6.02 closing the popup stops the action', async () => {
    const { outcome } = setup();
    const sheet = await popup();
    fireEvent.click(within(sheet).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(outcome()).toBe(false));
  });

  test('the two names open the user agreement and the privacy policy dated 2025-04-09', async () => {
    setup();
    const sheet = await popup();
    fireEvent.click(within(sheet).getByRole('button', { name: '《天九老板云用户协议》' }));
    const agreement = await screen.findByRole('dialog', { name: '天九老板云用户协议' });
    expect(await within(agreement).findByText('更新日期：2025年4月9日')).toBeTruthy();
    expect(within(agreement).getByText(/账号连续一年未登录使用的/)).toBeTruthy();
    fireEvent.click(within(agreement).getByRole('button', { name: '关闭' }));
    fireEvent.click(within(sheet).getByRole('button', { name: '《隐私政策》' }));
    const policy = await screen.findByRole('dialog', { name: '天九老板云隐私政策' });
    expect(await within(policy).findByText(/15 个工作日内答复/)).toBeTruthy();
    expect(within(policy).getByText(/仅存储于中华人民共和国境内/)).toBeTruthy();
  });
});
