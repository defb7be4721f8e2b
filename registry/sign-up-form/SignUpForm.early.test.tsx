// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import page1002 from '../../fixtures/modules/sign-up-form/page-1002.json' with { type: 'json' };
import { COMMIT_ENDPOINT } from '../../forms/sign-up/submit-sign-up.ts';
import { renderForm } from './test-harness.tsx';

const formily = vi.hoisted(() => {
  let release: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (release = resolve));
  return { ready, release: () => release() };
});

// Formily arrives only when the test says so, to act on the static form first.
vi.mock('./FormilyForm.tsx', async (importOriginal) => {
  await formily.ready;
  return importOriginal();
});

test(
  'input typed and a submit tapped before Formily loads carry over: the submission runs once it is ready',
  { timeout: 30_000 },
  async () => {
    const { gateway } = renderForm(page1002);
    expect(document.querySelector('[data-engine="static"]')).not.toBeNull();
    fireEvent.change(screen.getByLabelText('姓名'), { target: { value: '张三' } });
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13812345678' } });
    fireEvent.change(screen.getByLabelText('验证码'), { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: '所在地区' }));
    fireEvent.click(await screen.findByRole('button', { name: '广东省' }));
    fireEvent.click(screen.getByRole('button', { name: '深圳市' }));
    fireEvent.click(screen.getByRole('button', { name: '南山区' }));
    fireEvent.click(screen.getByRole('radio', { name: '100万以上' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '我已阅读并同意' }));
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(screen.getByRole('button', { name: '已提交' })).toHaveProperty('disabled', true);
    expect(gateway.calls.filter((call) => call.name === COMMIT_ENDPOINT)).toEqual([]);
    await act(async () => formily.release());
    await screen.findByText('报名成功！工作人员将在 24 小时内与您联系。', {}, { timeout: 15_000 });
    await waitFor(() => expect(document.querySelector('[data-engine="formily"]')).not.toBeNull());
    const commits = gateway.calls.filter((call) => call.name === COMMIT_ENDPOINT);
    expect(commits).toHaveLength(1);
    expect(commits[0]?.options?.body).toMatchObject({
      name: '张三',
      area: '广东省/深圳市/南山区',
      extendField: { budget: '100万以上' },
    });
  },
);
