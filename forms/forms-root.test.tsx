// @vitest-environment jsdom
import {
  act,
  fireEvent,
  render,
  renderHook,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, test } from 'vitest';
import { memoryStorage } from '../platform/storage.ts';
import { createFakeCaptcha } from './captcha/fake-captcha.ts';
import { useFormServices } from './form-services.tsx';
import { createFormsRoot } from './forms-root.ts';
import { FormServicesProvider } from './FormServicesProvider.tsx';
import { LoginHost } from './login/LoginHost.tsx';
import { USER_STORAGE_KEY } from './login/session-user.ts';
import { createFakeGateway } from './sign-up/fake-gateway.ts';

function setup() {
  const gateway = createFakeGateway();
  const local = memoryStorage();
  const root = createFormsRoot({
    api: gateway.api,
    storage: { local, session: memoryStorage() },
    captcha: createFakeCaptcha().adapter,
    notify: () => undefined,
  });
  return { gateway, local, root };
}

describe('forms root (what a page holds before any form or login)', () => {
  test('R6.02 logged in already: a login-first tap continues at once, no popup, no call', async () => {
    const { gateway, local, root } = setup();
    local.set(USER_STORAGE_KEY, JSON.stringify({ id: '5' }));
    await expect(root.ensureLogin()).resolves.toBe(true);
    expect(root.loginPopup.store.getState().open).toBe(false);
    expect(root.auth.user()?.id).toBe('5');
    expect(gateway.calls).toEqual([]);
  });

  test('a form’s services share the root’s login methods and popup: a login is seen by both at once', async () => {
    const { root } = setup();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <FormServicesProvider services={root}>{children}</FormServicesProvider>
    );
    const { result, rerender } = renderHook(() => useFormServices(), { wrapper });
    const services = result.current;
    rerender();
    expect(result.current).toBe(services);
    expect(services.loginPopup).toBe(root.loginPopup);
    expect(services.auth).toBe(root.auth);
    await expect(root.auth.loginByEncryptedMobile('enc')).resolves.toMatchObject({ ok: true });
    expect(services.auth.user()?.id).toBe('7');
    expect(root.auth.user()?.id).toBe('7');
  });

  test('R6.02 R6.07 not logged in: the popup (loaded on first need) logs in, the root’s session and its listeners see the user', async () => {
    const { root } = setup();
    render(
      <FormServicesProvider services={root}>
        <LoginHost />
      </FormServicesProvider>,
    );
    const heard: (string | undefined)[] = [];
    root.auth.subscribe(() => heard.push(root.auth.user()?.id));
    let outcome: boolean | undefined;
    act(() => {
      void root.ensureLogin().then((loggedIn) => (outcome = loggedIn));
    });
    const sheet = await screen.findByRole('dialog', { name: '手机号登录' });
    fireEvent.change(within(sheet).getByLabelText('手机号'), { target: { value: '13912345678' } });
    fireEvent.change(within(sheet).getByLabelText('验证码'), { target: { value: '1234' } });
    fireEvent.click(within(sheet).getByRole('checkbox', { name: '我已阅读并同意' }));
    fireEvent.click(within(sheet).getByRole('button', { name: '登录' }));
    await waitFor(() => expect(outcome).toBe(true));
    expect(root.auth.user()?.id).toBe('7');
    expect(heard).toEqual(['7']);
  });
});
