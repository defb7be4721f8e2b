// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { ConsentPopup } from '../../forms/consent/ConsentPopup.tsx';
import { privacyPolicy } from '../../forms/consent/privacy-policy.ts';
import { userAgreement } from '../../forms/consent/user-agreement.ts';
import { readQuery } from '../../lib/query.ts';
import { ScreenBody } from '../shared/ScreenBody.tsx';
import { privacyPolicyScreen } from './privacy-policy.ts';
import { userAgreementScreen } from './user-agreement.ts';

const never = () => new Promise<never>(() => undefined);

describe('the legal pages', () => {
  test('loading: the text’s shape, announced as busy', () => {
    render(
      <ScreenBody screen={privacyPolicyScreen} load={never} query={readQuery('')} search="" />,
    );
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('heading')).toBeNull();
  });

  test.each([
    ['the privacy policy', privacyPolicyScreen, '天九老板云隐私政策', '十一、本政策的更新'],
    ['the user agreement', userAgreementScreen, '天九老板云用户协议', '十一、联系我们'],
  ])('ready: %s, its dates and every section heading', async (_name, definition, title, last) => {
    render(
      <ScreenBody
        screen={definition}
        load={(signal) => definition.load({} as never, readQuery(''), signal)}
        query={readQuery('')}
        search=""
      />,
    );
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByText('更新日期：2025年4月9日')).toBeTruthy();
    expect(screen.getByText('生效日期：2025年4月9日')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: last })).toBeTruthy();
  });

  test('failed: the sentence and 重试, which loads again', async () => {
    let attempts = 0;
    const load = () =>
      (attempts += 1) === 1
        ? Promise.reject(new Error('chunk failed'))
        : Promise.resolve(userAgreement());
    render(<ScreenBody screen={userAgreementScreen} load={load} query={readQuery('')} search="" />);
    expect((await screen.findByRole('alert')).textContent).toContain('重试');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: '天九老板云用户协议' }),
    ).toBeTruthy();
  });

  test('the consent popup shows the page’s very text', async () => {
    const page = render(
      <ScreenBody
        screen={privacyPolicyScreen}
        load={() => Promise.resolve(privacyPolicy())}
        query={readQuery('')}
        search=""
      />,
    );
    await screen.findByRole('heading', { level: 1 });
    const pageText = page.container.querySelector('main')?.textContent ?? '';
    page.unmount();
    render(<ConsentPopup document="privacy" onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.textContent).toContain('十一、本政策的更新'));
    const body = dialog.querySelector('.bc-consent__body')?.textContent ?? '';
    expect(pageText).toBe(`天九老板云隐私政策${body}`);
  });
});
