// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { ApiClient } from '../../api/client.ts';
import type { CheckedEndpoint } from '../../api/answer-types.ts';
import { fakeApiCall } from '../../api/test-call.ts';
import type { CallOptions } from '../../api/types.ts';
import type { FormsRoot } from '../../forms/forms-root.ts';
import recorded from '../../fixtures/screens/conference-list.json';
import { readQuery } from '../../lib/query.ts';
import type { Envelope } from '../../lib/wire.ts';
import { PageLoadError } from '../../runtime/page-load-error.ts';
import { scrollNear, stubIntersections } from '../../ui/intersection.testing.ts';
import { fakeForms, Providers } from '../shared/screen-providers.testing.tsx';
import { conferenceListScreen } from './conference-list.ts';
import type { ConferenceListValue } from './load-conference-list.ts';
import { REMIND_CANCELLED, REMINDED } from './use-reminders.ts';

/** 2026-03-10 12:00:00 in China: 3321 open, 3322 not open yet, 3323 full, 3324 closed. */
const NOW = Date.UTC(2026, 2, 10, 4, 0, 0);

type Answer = (options: CallOptions | undefined) => Envelope | Promise<Envelope>;
type Answers = Partial<Record<CheckedEndpoint, Answer>>;

const PAGE = recorded.page as Envelope;
/** The list as recorded; no reminders. */
const searched: Answer = (options) =>
  (options?.body as { reminded?: number }).reminded
    ? { code: 1, message: '成功', data: { records: [], total: 0 } }
    : PAGE;
const GOOD: Answers = {
  conferenceActivityFiltersAll: () => recorded.filters as Envelope,
  conferenceActivityDataBoard: () => recorded.board as Envelope,
  conferenceActivitySearch: searched,
};

function client(answers: Answers) {
  const call = fakeApiCall(async (name, options) => {
    const answer = answers[name];
    if (!answer) return { code: 404, data: null, message: `no answer for ${name}` };
    return answer(options);
  });
  return { api: { call, setSessionRecovery: vi.fn() } satisfies ApiClient, call };
}

const SEARCH = 'utm_source=wx';

async function renderList(answers: Answers, forms: FormsRoot = fakeForms(false).forms) {
  const { api, call } = client(answers);
  const value = await conferenceListScreen.load(api, readQuery(SEARCH));
  const { Screen } = conferenceListScreen;
  const view = render(
    <Providers api={api} forms={forms}>
      <Screen value={value} query={readQuery(SEARCH)} search={SEARCH} />
    </Providers>,
  );
  return { ...view, call, value };
}

/** The list's rows (each row's facts are a list of their own). */
function rows() {
  return screen.getByRole('list', { name: '会议' }).querySelectorAll(':scope > li');
}

function rowOf(name: RegExp): HTMLElement {
  const link = screen.getByRole('link', { name });
  const row = link.closest('li');
  if (!row) throw new Error('no row');
  return row;
}

stubIntersections();
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('conference-list loader', () => {
  test('the first page, the filters and the data board; a failing side call is left out', async () => {
    const { api, call } = client(GOOD);
    const value = await conferenceListScreen.load(api, readQuery(''));
    expect(call).toHaveBeenCalledWith(
      'conferenceActivitySearch',
      expect.objectContaining({ body: { pageIndex: 1, pageSize: 10 } }),
    );
    expect(value.first.items.map((shown) => shown.state)).toEqual([
      'open',
      'upcoming',
      'full',
      'closed',
    ]);
    expect(value.board?.meetingNum).toBe(4);
    const without = await conferenceListScreen.load(
      client({ conferenceActivitySearch: searched }).api,
      readQuery(''),
    );
    expect(without).toMatchObject({ filters: undefined, board: undefined });
  });

  test("the page cannot do without the meetings: the service's message", async () => {
    await expect(
      conferenceListScreen.load(
        client({ conferenceActivitySearch: () => ({ code: 500, data: null, message: '服务繁忙' }) })
          .api,
        readQuery(''),
      ),
    ).rejects.toEqual(new PageLoadError('server', '服务繁忙'));
  });
});

describe('conference-list', () => {
  test('the server renders the board, the filters and the meetings with their states, no reminder asked', async () => {
    const { api, call } = client(GOOD);
    const value: ConferenceListValue = await conferenceListScreen.load(api, readQuery(''));
    const { Screen } = conferenceListScreen;
    const html = renderToString(
      <Providers api={api} forms={fakeForms(true).forms}>
        <Screen value={value} query={readQuery('')} search="" />
      </Providers>,
    );
    for (const text of [
      '会议场次',
      '575',
      '报名中',
      '报名未开始',
      '名额已满',
      '报名已结束',
      '提醒我',
    ])
      expect(html).toContain(text);
    expect(html).not.toContain('已提醒');
    expect(call.mock.calls.filter(([name]) => name === 'conferenceActivitySearch')).toHaveLength(1);
  });

  test("each meeting opens its sign-up page with the visit's parameters; a closed one has no 提醒我", async () => {
    await renderList(GOOD);
    expect(screen.getByRole('link', { name: /新经济企业家峰会/ }).getAttribute('href')).toBe(
      './unicorn-meeting-signup.html?mid=3321&RegistereSource=11&utm_source=wx',
    );
    expect(rowOf(/年度企业家大会/).querySelector('button')).toBeNull();
    expect(rowOf(/项目对接闭门会/).textContent).toContain('已报名 30 / 30 人');
    expect(screen.getByText('北京 · 朝阳区建国路 81 号')).toBeTruthy();
  });

  test('a filter asks its own first page; 全部 shows the first one again; none found is said', async () => {
    const { call } = await renderList({
      ...GOOD,
      conferenceActivitySearch: (options) => {
        const body = options?.body as { city?: string; reminded?: number };
        if (body.city === '深圳')
          return { code: 1, message: '成功', data: { records: [], total: 0 } };
        if (body.city === '上海')
          return { ...PAGE, data: { records: [recorded.page.data.records[0]], total: 1 } };
        return PAGE;
      },
    });
    fireEvent.click(screen.getByRole('button', { name: '上海' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.getByRole('button', { name: '上海' }).getAttribute('aria-pressed')).toBe('true');
    expect(call).toHaveBeenLastCalledWith(
      'conferenceActivitySearch',
      expect.objectContaining({ body: { pageIndex: 1, pageSize: 10, city: '上海' } }),
    );
    fireEvent.click(screen.getByRole('button', { name: '深圳' }));
    expect(await screen.findByText('暂无会议')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: '全部' })[0]!);
    expect(rows()).toHaveLength(4);
  });

  test('a filtered page that fails says so with 重试', async () => {
    let failing = true;
    await renderList({
      ...GOOD,
      conferenceActivitySearch: (options) =>
        (options?.body as { state?: string }).state && failing
          ? { code: 500, data: null, message: '服务繁忙' }
          : PAGE,
    });
    fireEvent.click(screen.getByRole('button', { name: '名额已满' }));
    expect(await screen.findByText('服务繁忙')).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(rows()).toHaveLength(4));
  });

  test('pages: the next one as the visitor scrolls', async () => {
    const many = (from: number, count: number) =>
      Array.from({ length: count }, (_, index) => ({
        ...recorded.page.data.records[0],
        id: from + index,
        meetingName: `会议 ${from + index}`,
      }));
    await renderList({
      ...GOOD,
      conferenceActivitySearch: (options) => {
        const { pageIndex } = options?.body as { pageIndex: number };
        return {
          code: 1,
          message: '成功',
          data: { records: pageIndex === 1 ? many(1, 10) : many(11, 3), total: 13 },
        };
      },
    });
    expect(rows()).toHaveLength(10);
    scrollNear();
    await waitFor(() => expect(rows()).toHaveLength(13));
    expect(screen.getByText('没有更多了')).toBeTruthy();
  });

  test('R6.02 提醒我 logs in first, ten taps send one reminder, then 已提醒; a tap on 已提醒 cancels it', async () => {
    const { forms, login, notify } = fakeForms(false);
    const { call } = await renderList(
      {
        ...GOOD,
        conferenceActivityRemindSubscribeRemind: () => ({
          code: 1,
          message: '成功',
          data: { isRemind: 1 },
        }),
        conferenceActivityRemindCancelRemind: () => ({
          code: 1,
          message: '成功',
          data: { isRemind: 0 },
        }),
      },
      forms,
    );
    const button = rowOf(/县域经济发展论坛/).querySelector('button')!;
    for (let tap = 0; tap < 10; tap += 1) fireEvent.click(button);
    await waitFor(() => expect(button.textContent).toBe('已提醒'));
    expect(login).toHaveBeenCalledTimes(1);
    expect(
      call.mock.calls.filter(([name]) => name === 'conferenceActivityRemindSubscribeRemind'),
    ).toEqual([['conferenceActivityRemindSubscribeRemind', { body: { activityId: '3322' } }]]);
    expect(notify).toHaveBeenCalledWith(REMINDED, { type: 'success' });
    fireEvent.click(button);
    await waitFor(() => expect(button.textContent).toBe('提醒我'));
    expect(call).toHaveBeenCalledWith('conferenceActivityRemindCancelRemind', {
      body: { activityId: '3322' },
    });
    expect(notify).toHaveBeenCalledWith(REMIND_CANCELLED, { type: 'success' });
  });

  test('a logged-in visitor sees their reminders after hydration; a refused reminder says why', async () => {
    const { forms, notify } = fakeForms(true);
    await renderList(
      {
        ...GOOD,
        conferenceActivitySearch: (options) =>
          (options?.body as { reminded?: number }).reminded
            ? { ...PAGE, data: { records: [recorded.page.data.records[1]], total: 1 } }
            : PAGE,
        conferenceActivityRemindSubscribeRemind: () => ({
          code: 40003,
          data: null,
          message: '报名已结束',
        }),
      },
      forms,
    );
    await waitFor(() =>
      expect(rowOf(/县域经济发展论坛/).querySelector('button')?.textContent).toBe('已提醒'),
    );
    const open = rowOf(/新经济企业家峰会/).querySelector('button')!;
    fireEvent.click(open);
    await act(async () => undefined);
    expect(notify).toHaveBeenCalledWith('报名已结束', { type: 'error' });
    expect(open.textContent).toBe('提醒我');
  });
});
