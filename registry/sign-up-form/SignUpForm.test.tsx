// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import noCode from '../../fixtures/modules/sign-up-form/no-code.json' with { type: 'json' };
import page1002 from '../../fixtures/modules/sign-up-form/page-1002.json' with { type: 'json' };
import { USER_STORAGE_KEY } from '../../forms/login/session-user.ts';
import { COMMIT_ENDPOINT } from '../../forms/sign-up/submit-sign-up.ts';
import { memoryStorage } from '../../platform/storage.ts';
import { renderForm } from './test-harness.tsx';

// The form is built in code: the schema package, with its `{{ }}` expression compiler, must never load.
vi.mock('@formily/json-schema', () => {
  throw new Error('@formily/json-schema must stay out of the sign-up form');
});

// The first test transforms Formily on demand, which can take seconds on a busy machine.
const live = async () => {
  await waitFor(() => expect(document.querySelector('[data-engine="formily"]')).not.toBeNull(), {
    timeout: 15_000,
  });
};
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submitButton = () => screen.getByRole('button', { name: /^(提交|已提交)$/ });

async function fillPage1002() {
  type('姓名', '张三');
  type('手机号', '13812345678');
  type('验证码', '1234');
  type('公司名称', '天九');
  fireEvent.click(screen.getByRole('button', { name: '所在地区' }));
  const sheet = await screen.findByRole('dialog', { name: '选择所在地区' });
  fireEvent.click(await within(sheet).findByRole('button', { name: '广东省' }));
  fireEvent.click(within(sheet).getByRole('button', { name: '深圳市' }));
  fireEvent.click(within(sheet).getByRole('button', { name: '南山区' }));
  fireEvent.click(screen.getByRole('radio', { name: '50-100万' }));
  fireEvent.click(screen.getByRole('checkbox', { name: '餐饮' }));
  fireEvent.click(screen.getByRole('checkbox', { name: '新能源' }));
  fireEvent.click(screen.getByRole('checkbox', { name: '我已阅读并同意' }));
}

const error = (message: string) => screen.findByText(message, { selector: '.bc-field__error' });
const commits = <Call extends { name: string }>(calls: Call[]) =>
  calls.filter((call) => call.name === COMMIT_ENDPOINT);

describe('sign-up form module', { timeout: 30_000 }, () => {
  test('R5.07 R8.08 R8.06 an empty submit shows the spec messages beside the fields and the first as a toast', async () => {
    const { toasts, gateway } = renderForm(page1002);
    await live();
    fireEvent.click(submitButton());
    await waitFor(() => expect(toasts).toEqual(['请输入姓名']));
    for (const message of [
      '请输入姓名',
      '请输入手机号',
      '请输入验证码',
      '请选择所在地区',
      '请选择投资预算',
    ])
      expect(await error(message)).toBeTruthy();
    expect(gateway.calls).toEqual([]);
  });

  test('R5.05 a malformed mobile shows 手机号格式不正确 after leaving the field', async () => {
    renderForm(page1002);
    await live();
    type('手机号', '1101234');
    fireEvent.blur(screen.getByLabelText('手机号'));
    expect(await error('手机号格式不正确')).toBeTruthy();
  });

  test('R5.08 R8.07 agreement not ticked: the 3 s toast, nothing sent', async () => {
    const { toasts, gateway } = renderForm(page1002);
    await live();
    await fillPage1002();
    fireEvent.click(screen.getByRole('checkbox', { name: '我已阅读并同意' }));
    fireEvent.click(submitButton());
    await waitFor(() => expect(toasts).toEqual(['请先同意《天九老板云用户协议》与《隐私政策》']));
    expect(commits(gateway.calls)).toEqual([]);
  });

  test('R4.03 R5.09 R9.04 logs in, commits joined picks once, clears the form, shows the success dialog, then jumps', async () => {
    const { gateway, dispatch } = renderForm(page1002);
    await live();
    await fillPage1002();
    fireEvent.click(submitButton());
    const text = await screen.findByText('报名成功！工作人员将在 24 小时内与您联系。');
    const dialog = text.closest<HTMLElement>('[role="dialog"]');
    if (!dialog) throw new Error('the success text is not in a dialog');
    expect(gateway.calls.map((call) => call.name).filter((name) => name !== 'areaTree')).toEqual([
      'userLoginMobileLogin',
      COMMIT_ENDPOINT,
    ]);
    expect(commits(gateway.calls)[0]?.options?.body).toMatchObject({
      name: '张三',
      mobile: '13812345678',
      area: '广东省/深圳市/南山区',
      activeId: '88',
      source: 1,
      type: 2,
      extendField: { budget: '50-100万', interest: '餐饮/新能源' },
    });
    expect(screen.getByLabelText<HTMLInputElement>('姓名').value).toBe('');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: '50-100万' }).checked).toBe(false);
    expect(dispatch).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(dispatch).toHaveBeenCalledWith({ kind: 'openActivityPage', pageId: '1001' });
  });

  test('R4.03 ten rapid taps: 已提交 while disabled, one record', async () => {
    const { gateway } = renderForm(page1002);
    await live();
    await fillPage1002();
    const button = submitButton();
    await act(async () => {
      for (let tap = 0; tap < 10; tap += 1)
        button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    });
    await screen.findByText('报名成功！工作人员将在 24 小时内与您联系。');
    expect(commits(gateway.calls)).toHaveLength(1);
    expect(gateway.records.size).toBe(1);
  });

  test('R4.03 the button reads 已提交 and is disabled while the submission runs, then 提交 again', async () => {
    let answer: (envelope: { code: number; data: unknown }) => void = () => undefined;
    const login = new Promise<{ code: number; data: unknown }>((resolve) => (answer = resolve));
    renderForm(page1002, { userLoginMobileLogin: [login] });
    await live();
    await fillPage1002();
    fireEvent.click(submitButton());
    await waitFor(() => expect(submitButton().textContent).toBe('已提交'));
    expect(submitButton()).toHaveProperty('disabled', true);
    await act(async () => answer({ code: 1, data: { user: { id: 7 } } }));
    await screen.findByText('报名成功！工作人员将在 24 小时内与您联系。');
    expect(submitButton().textContent).toBe('提交');
  });

  test('R4.03 R8.01 the input is kept when the commit fails once; the retry makes exactly one record', async () => {
    const { gateway, toasts } = renderForm(page1002, {
      [COMMIT_ENDPOINT]: [{ code: 500, data: null, message: '系统繁忙，请稍后再试' }],
    });
    await live();
    await fillPage1002();
    fireEvent.click(submitButton());
    await waitFor(() => expect(toasts).toEqual(['系统繁忙，请稍后再试']));
    expect(screen.getByLabelText<HTMLInputElement>('姓名').value).toBe('张三');
    expect(screen.getByRole('button', { name: '所在地区' }).textContent).toBe(
      '广东省/深圳市/南山区',
    );
    expect(submitButton().textContent).toBe('提交');
    fireEvent.click(submitButton());
    await screen.findByText('报名成功！工作人员将在 24 小时内与您联系。');
    expect(gateway.calls.filter((call) => call.name === 'userLoginMobileLogin')).toHaveLength(1);
    expect(gateway.records.size).toBe(1);
  });

  test('the input survives a reload (the login round trip) through session storage', async () => {
    const storage = { local: memoryStorage(), session: memoryStorage() };
    const first = renderForm(page1002, {}, storage);
    await live();
    type('姓名', '李四');
    fireEvent.click(screen.getByRole('checkbox', { name: '教育' }));
    first.unmount();
    renderForm(page1002, {}, storage);
    await live();
    expect(screen.getByLabelText<HTMLInputElement>('姓名').value).toBe('李四');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: '教育' }).checked).toBe(true);
  });

  test('R4.03 R6.02 without a code field a logged-in visitor commits and the page jumps at once (no dialog configured)', async () => {
    const storage = { local: memoryStorage(), session: memoryStorage() };
    storage.local.set(USER_STORAGE_KEY, JSON.stringify({ id: '7' }));
    const { dispatch, gateway } = renderForm(noCode, {}, storage);
    await live();
    expect(screen.queryByRole('checkbox', { name: '我已阅读并同意' })).toBeNull();
    type('姓名', '王五');
    type('联系电话', '22912345678');
    fireEvent.click(submitButton());
    await waitFor(() =>
      expect(dispatch).toHaveBeenCalledWith({ kind: 'openActivityPage', pageId: '1001' }),
    );
    expect(commits(gateway.calls)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('R6.02 without a code field a visitor logs in through the popup and the submission continues', async () => {
    const { dispatch, gateway } = renderForm(noCode);
    await live();
    type('姓名', '王五');
    type('联系电话', '13912345678');
    fireEvent.click(submitButton());
    const popup = await screen.findByRole('dialog', { name: '手机号登录' });
    fireEvent.change(within(popup).getByLabelText('手机号'), { target: { value: '13912345678' } });
    fireEvent.change(within(popup).getByLabelText('验证码'), { target: { value: '1234' } });
    fireEvent.click(within(popup).getByRole('checkbox', { name: '我已阅读并同意' }));
    fireEvent.click(within(popup).getByRole('button', { name: '登录' }));
    await waitFor(() =>
      expect(dispatch).toHaveBeenCalledWith({ kind: 'openActivityPage', pageId: '1001' }),
    );
    expect(gateway.calls.map((call) => call.name)).toEqual([
      'userLoginMobileLogin',
      COMMIT_ENDPOINT,
    ]);
  });
});
