// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { ApiClient } from '../../api/client.ts';
import type { CheckedEndpoint } from '../../api/answer-types.ts';
import { fakeApiCall } from '../../api/test-call.ts';
import recorded from '../../fixtures/screens/conference-list.json';
import type { Envelope } from '../../lib/wire.ts';
import { readQuery } from '../../lib/query.ts';
import { setVisibility, resetVisibility } from '../../ui/page-visibility.testing.ts';
import { ROTATION_MS } from '../../ui/use-rotation.ts';
import { fakeForms, Providers } from '../shared/screen-providers.testing.tsx';
import Atmosphere from './Atmosphere.tsx';
import { LazyAtmosphere } from './LazyAtmosphere.tsx';
import { atmosphereLines, type AtmosphereValue } from './atmosphere.ts';
import type { AtmosphereLineAnswer } from '../../schemas/conference-list.ts';
import { conferenceListScreen } from './conference-list.ts';
import { REMINDED } from './use-reminders.ts';

/** 2026-03-10 12:00:00 in China: the recorded lines are 2, 6 and 100 minutes old. */
const NOW = Date.UTC(2026, 2, 10, 4, 0, 0);
const HOSTILE = '<img src=x onerror="globalThis.__atmosphereRan=1">';

type Answers = Partial<Record<CheckedEndpoint, () => Envelope | Promise<Envelope>>>;

function client(answers: Answers) {
  const call = fakeApiCall(async (name) => {
    const answer = answers[name];
    if (!answer) return { code: 404, data: null, message: `no answer for ${name}` };
    return answer();
  });
  return { api: { call, setSessionRecovery: vi.fn() } satisfies ApiClient, call };
}

const RECORDED = () => recorded.atmosphere as Envelope;

/** Twenty seconds before NOW, in China time: 刚刚. */
const JUST_NOW = '2026-03-10 11:59:40';

function line(key: string, userName = '王**'): AtmosphereLineAnswer {
  return { userName, action: '预约了', activityName: `会议 ${key}`, createTime: JUST_NOW };
}

/** The block's data as the loader leaves it, asked at NOW. */
function block(lines: AtmosphereLineAnswer[]): AtmosphereValue {
  return { lines, at: NOW };
}

/** The atmosphere as conference-list.html's loader leaves it, beside the recorded meetings. */
async function loaded(answer: () => Envelope) {
  const { api, call } = client({
    conferenceActivitySearch: () => recorded.page as Envelope,
    commonDictQueryAtmosphere: answer,
  });
  const { atmosphere } = await conferenceListScreen.load(api, readQuery(''));
  return { call, atmosphere, lines: atmosphereLines(atmosphere.lines, atmosphere.at) };
}

/** Which line is drawn now. */
function shown(): string | null {
  return document.querySelector('[data-place="now"]')?.textContent ?? null;
}

/** Paused: the first line stays however long; pressed again, the next one comes. */
function expectStillUntilStarted(pause: HTMLElement) {
  expect(pause.getAttribute('aria-pressed')).toBe('true');
  act(() => vi.advanceTimersByTime(3 * ROTATION_MS));
  expect(shown()).toContain('会议 a');
  fireEvent.click(pause);
  act(() => vi.advanceTimersByTime(ROTATION_MS));
  expect(shown()).toContain('会议 b');
}

/** The atmosphere's box as the visitor scrolls it out of view, or back. */
let intersect: ((inView: boolean) => void) | undefined;

beforeEach(() => {
  intersect = undefined;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback) {
        intersect = (inView) =>
          act(() =>
            callback(
              [{ isIntersecting: inView } as IntersectionObserverEntry],
              this as unknown as IntersectionObserver,
            ),
          );
      }
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetVisibility();
});

describe('the atmosphere lines (conference-list.html’s loader)', () => {
  test('asked beside the meetings, ten at most; each told relative to the load: 王** 2分钟前报名了《…》', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    const { call, atmosphere, lines } = await loaded(RECORDED);
    expect(atmosphere.at).toBe(NOW);
    expect(call).toHaveBeenCalledWith(
      'commonDictQueryAtmosphere',
      expect.objectContaining({ body: { pageSize: 10 } }),
    );
    expect(lines).toEqual([
      { name: '王**', deed: '2分钟前报名了《2026 天九共享·新经济企业家峰会（上海站）》' },
      { name: '李**', deed: '6分钟前预约了《天九共享·县域经济发展论坛（成都站）》' },
      { name: '139****5678', deed: '1小时前预约了《2026 天九共享·新经济企业家峰会（上海站）》' },
    ]);
  });

  test('a failing call, or a wrong answer, gives none; a line without a name or a meeting is left out', async () => {
    const failed = await loaded(() => ({ code: 500, data: null, message: '繁忙' }));
    expect(failed.atmosphere.lines).toEqual([]);
    expect((await loaded(() => ({ code: 1, data: 'x', message: '' }))).atmosphere.lines).toEqual(
      [],
    );
    expect(
      atmosphereLines(
        [
          { userName: ' ', activityName: '会议' },
          { userName: '王**' },
          { userName: '李**', activityName: '论坛' },
        ],
        NOW,
      ),
    ).toEqual([{ name: '李**', deed: '预约了《论坛》' }]);
  });
});

describe('the atmosphere block', () => {
  test('server-rendered: every line in a list of a region, the first drawn; the rotation is not announced', () => {
    const html = renderToString(
      <Atmosphere atmosphere={block([line('a'), line('b'), line('c')])} />,
    );
    expect(html).toContain('aria-label="会议动态"');
    expect(html).toContain('aria-live="polite"');
    expect(html.match(/<li/g)).toHaveLength(3);
    const parsed = document.createElement('div');
    parsed.innerHTML = html;
    expect(parsed.querySelector('[data-place="now"]')?.textContent).toBe(
      '王** 刚刚预约了《会议 a》',
    );
  });

  test('no line (none yet, or the call failed): nothing at all; none that says who and which meeting: the same', () => {
    const { container } = render(<LazyAtmosphere atmosphere={block([])} />);
    expect(container.innerHTML).toBe('');
    const unnamed = render(<Atmosphere atmosphere={block([{ ...line('a'), userName: '' }])} />);
    expect(unnamed.container.innerHTML).toBe('');
  });

  test('a hostile name or title is text: nothing runs, no element is made of it', () => {
    const hostile = {
      ...line('x', HOSTILE),
      activityName: `${HOSTILE}</li><script>alert(1)</script>`,
    };
    const html = renderToString(<Atmosphere atmosphere={block([hostile])} />);
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<script');
    const { container } = render(<Atmosphere atmosphere={block([hostile])} />);
    expect(container.querySelector('img, script')).toBeNull();
    expect(container.textContent).toContain(HOSTILE);
    expect((globalThis as { __atmosphereRan?: number }).__atmosphereRan).toBeUndefined();
  });

  test('moves on gently, one line at a time, and round again; the list itself never changes', () => {
    vi.useFakeTimers();
    render(<Atmosphere atmosphere={block([line('a'), line('b'), line('c')])} />);
    const list = screen.getByRole('list');
    const before = list.textContent;
    expect(shown()).toContain('会议 a');
    act(() => vi.advanceTimersByTime(ROTATION_MS));
    expect(shown()).toContain('会议 b');
    expect(document.querySelector('[data-place="gone"]')?.textContent).toContain('会议 a');
    act(() => vi.advanceTimersByTime(2 * ROTATION_MS));
    expect(shown()).toContain('会议 a');
    expect(list.textContent).toBe(before);
  });

  test('暂停滚动 stops it and starts it again', () => {
    vi.useFakeTimers();
    render(<Atmosphere atmosphere={block([line('a'), line('b')])} />);
    const pause = screen.getByRole('button', { name: '暂停滚动' });
    expect(pause.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(pause);
    expectStillUntilStarted(pause);
  });

  test('still while the page is hidden or the block is out of view', () => {
    vi.useFakeTimers();
    render(<Atmosphere atmosphere={block([line('a'), line('b')])} />);
    act(() => setVisibility('hidden'));
    act(() => vi.advanceTimersByTime(3 * ROTATION_MS));
    expect(shown()).toContain('会议 a');
    act(() => setVisibility('visible'));
    intersect?.(false);
    act(() => vi.advanceTimersByTime(3 * ROTATION_MS));
    expect(shown()).toContain('会议 a');
    intersect?.(true);
    act(() => vi.advanceTimersByTime(ROTATION_MS));
    expect(shown()).toContain('会议 b');
  });

  test('reduced motion: still until the visitor starts it', () => {
    vi.useFakeTimers();
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    render(<Atmosphere atmosphere={block([line('a'), line('b')])} />);
    expectStillUntilStarted(screen.getByRole('button', { name: '暂停滚动' }));
  });

  test('one line: it stays, with nothing to pause', () => {
    vi.useFakeTimers();
    render(<Atmosphere atmosphere={block([line('a')])} />);
    expect(screen.queryByRole('button')).toBeNull();
    act(() => vi.advanceTimersByTime(3 * ROTATION_MS));
    expect(shown()).toContain('会议 a');
  });
});

describe('a reminder set adds the visitor’s line', () => {
  const REMIND_OK = () => ({ code: 1, message: '成功', data: { isRemind: 1 } }) as Envelope;
  const BASE: Answers = {
    conferenceActivitySearch: () => recorded.page as Envelope,
    commonDictQueryAtmosphere: RECORDED,
  };

  async function renderList(answers: Answers) {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    const { api, call } = client(answers);
    const { forms, notify } = fakeForms(true);
    const value = await conferenceListScreen.load(api, readQuery(''));
    const { Screen } = conferenceListScreen;
    render(
      <Providers api={api} forms={forms}>
        <Screen value={value} query={readQuery('')} search="" />
      </Providers>,
    );
    const forum = screen.getByRole('link', { name: /县域经济发展论坛/ }).closest('li')!;
    return { call, notify, button: forum.querySelector('button')! };
  }

  const adds = (call: ReturnType<typeof client>['call']) =>
    call.mock.calls.filter(([name]) => name === 'conferenceActivityAtmosphereAdd');

  test('after the reminder is set, once, for that meeting', async () => {
    const { call, button } = await renderList({
      ...BASE,
      conferenceActivityRemindSubscribeRemind: REMIND_OK,
      conferenceActivityRemindCancelRemind: () => ({ code: 1, message: '', data: { isRemind: 0 } }),
      conferenceActivityAtmosphereAdd: () => ({ code: 1, message: '', data: {} }),
    });
    fireEvent.click(button);
    await waitFor(() => expect(button.textContent).toBe('已提醒'));
    expect(adds(call)).toEqual([['conferenceActivityAtmosphereAdd', { params: { id: '3322' } }]]);
    const order = call.mock.calls.map(([name]) => name);
    expect(order.indexOf('conferenceActivityRemindSubscribeRemind')).toBeLessThan(
      order.indexOf('conferenceActivityAtmosphereAdd'),
    );
    fireEvent.click(button);
    await waitFor(() => expect(button.textContent).toBe('提醒我'));
    expect(adds(call)).toHaveLength(1);
  });

  test('a refused reminder adds nothing', async () => {
    const { call, button } = await renderList({
      ...BASE,
      conferenceActivityRemindSubscribeRemind: () => ({
        code: 40003,
        data: null,
        message: '报名已结束',
      }),
    });
    fireEvent.click(button);
    await act(async () => undefined);
    expect(adds(call)).toEqual([]);
  });

  test('its failure is silent and never undoes the reminder', async () => {
    const { notify, button } = await renderList({
      ...BASE,
      conferenceActivityRemindSubscribeRemind: REMIND_OK,
      conferenceActivityAtmosphereAdd: () => Promise.reject(new Error('offline')),
    });
    fireEvent.click(button);
    await waitFor(() => expect(button.textContent).toBe('已提醒'));
    await act(async () => undefined);
    expect(notify.mock.calls).toEqual([[REMINDED, { type: 'success' }]]);
  });
});
