// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, test, vi } from 'vitest';
import type { ApiClient } from '../../api/client.ts';
import { fakeApiCall } from '../../api/test-call.ts';
import type { FormsRoot } from '../../forms/forms-root.ts';
import mySignUps from '../../fixtures/screens/my-sign-ups.json';
import { readQuery } from '../../lib/query.ts';
import type { Envelope } from '../../lib/wire.ts';
import { scrollNear, stubIntersections } from '../../ui/intersection.testing.ts';
import { fakeForms, Providers } from '../shared/screen-providers.testing.tsx';
import { mySignUpsScreen } from './my-sign-ups.ts';

type Answer = Envelope | Error | (() => Envelope | Promise<Envelope>);

function client(answer: Answer) {
  const call = fakeApiCall(async () => {
    const given = typeof answer === 'function' ? await answer() : answer;
    if (given instanceof Error) throw given;
    return given;
  });
  return { api: { call, setSessionRecovery: vi.fn() } satisfies ApiClient, call };
}

/** A page of `count` sign-ups of `total`, from `first`'s id down. */
function page(count: number, total: number, from = 100): Envelope {
  const records = Array.from({ length: count }, (_, index) => ({
    id: from - index,
    mid: 3321,
    meetingName: `会议 ${from - index}`,
    signUpTime: '2026-03-10 12:05:31',
  }));
  return { code: 1, message: '成功', data: { records, total, current: 1, size: 10 } };
}

const SEARCH = 'utm_source=wx';

/** The list's rows (each row's facts are a list of their own). */
function rows(list: HTMLElement) {
  return list.querySelectorAll(':scope > li');
}

function Screen() {
  const { Screen: Body } = mySignUpsScreen;
  return <Body value={null} query={readQuery(SEARCH)} search={SEARCH} />;
}

function renderScreen(answer: Answer, forms: FormsRoot) {
  const { api, call } = client(answer);
  const view = render(
    <Providers api={api} forms={forms}>
      <Screen />
    </Providers>,
  );
  return { ...view, call };
}

stubIntersections();

describe('my-sign-ups', () => {
  test('loads nothing on the server: the shell, the same for everyone, is loading', async () => {
    await expect(mySignUpsScreen.load(client(page(0, 0)).api, readQuery(''))).resolves.toBeNull();
    const { api } = client(page(0, 0));
    const html = renderToString(
      <Providers api={api} forms={fakeForms(true).forms}>
        <Screen />
      </Providers>,
    );
    expect(html).toContain('我的报名');
    expect(html).toContain('加载中');
    expect(html).not.toContain('会议 100');
  });

  test('login first: a visitor is asked to log in and nothing is asked; after the login the sign-ups show', async () => {
    const { forms, login } = fakeForms(false);
    const { call } = renderScreen(mySignUps as Envelope, forms);
    expect(screen.getByText('登录后查看您的报名')).toBeTruthy();
    expect(call).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByRole('link', { name: /新经济企业家峰会/ })).toBeTruthy();
    expect(login).toHaveBeenCalledTimes(1);
    expect(call).toHaveBeenCalledWith(
      'conferenceSignUpDataMySignUpDataPage',
      expect.objectContaining({ body: { pageIndex: 1, pageSize: 10 } }),
    );
  });

  test("each sign-up opens its meeting's page with RegistereSource 11 and the visit's parameters; R5.21 no trailing 市", async () => {
    renderScreen(mySignUps as Envelope, fakeForms(true).forms);
    const link = await screen.findByRole('link', { name: /新经济企业家峰会/ });
    expect(link.getAttribute('href')).toBe(
      './unicorn-meeting-signup.html?mid=3321&RegistereSource=11&utm_source=wx',
    );
    expect(screen.getByText('地点：上海 · 浦东新区世纪大道 1 号 国际会议中心 3 楼')).toBeTruthy();
    expect(screen.getByText('时间：2026-03-24 09:00')).toBeTruthy();
    expect(screen.getByText('报名于 2026-03-10 12:05')).toBeTruthy();
    expect(rows(screen.getByRole('list', { name: '我的报名' }))).toHaveLength(2);
  });

  test('none yet: the empty state', async () => {
    renderScreen(page(0, 0), fakeForms(true).forms);
    expect(await screen.findByText('暂无报名')).toBeTruthy();
  });

  test('a failed call says so with 重试, and 重试 asks again', async () => {
    let failing = true;
    renderScreen(
      () => (failing ? { code: 500, data: null, message: '服务繁忙，请稍后再试' } : page(1, 1)),
      fakeForms(true).forms,
    );
    expect(await screen.findByText('服务繁忙，请稍后再试')).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('link', { name: /会议 100/ })).toBeTruthy();
  });

  test('pages: the next page as the visitor scrolls to the foot, to 没有更多了', async () => {
    const pages = [page(10, 12, 100), page(2, 12, 90)];
    const { call } = renderScreen(() => pages.shift() ?? page(0, 12), fakeForms(true).forms);
    const list = await screen.findByRole('list', { name: '我的报名' });
    expect(rows(list)).toHaveLength(10);
    scrollNear();
    await waitFor(() => expect(rows(list)).toHaveLength(12));
    expect(screen.getByText('没有更多了')).toBeTruthy();
    expect(call.mock.calls.map(([, options]) => options?.body)).toEqual([
      { pageIndex: 1, pageSize: 10 },
      { pageIndex: 2, pageSize: 10 },
    ]);
  });
});
