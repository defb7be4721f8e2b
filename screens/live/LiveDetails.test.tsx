// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { AppOpening } from '../../actions/app-opening.ts';
import type { Intent } from '../../actions/intent.ts';
import { AppOpeningProvider } from '../../actions/use-app-opening.tsx';
import { ApiError } from '../../api/api-error.ts';
import type { ApiClient } from '../../api/client.ts';
import { fakeApiCall } from '../../api/test-call.ts';
import type { FormsRoot } from '../../forms/forms-root.ts';
import preview32 from '../../fixtures/screens/live-preview-32.json';
import { readQuery } from '../../lib/query.ts';
import type { Envelope } from '../../lib/wire.ts';
import { PageLoadError } from '../../runtime/page-load-error.ts';
import { ScreenBody } from '../shared/ScreenBody.tsx';
import { fakeForms, Providers } from '../shared/screen-providers.testing.tsx';
import { liveDetailsScreen } from './live-details.ts';
import type { LiveDetailsPage } from './load-live-details.ts';
import { RESERVED } from './use-preview.ts';
import { REMIND_OFF, REMIND_ON } from './use-reminder.ts';

/** Each call's answer; a function answers anew at each call (what the gateway stored meanwhile). */
type Answers = Partial<Record<string, Envelope | Error | (() => Envelope)>>;

/** 2025-06-03 07:59:57 in China: three seconds before room 32 starts. */
const BEFORE_START = Date.UTC(2025, 5, 2, 23, 59, 57);

const STATUS = (data: Record<string, unknown>): Envelope => ({ code: 1, message: '', data });

const GOOD: Answers = {
  roomLivePreviewDetailInfo: preview32,
  roomLivePreviewRefreshStatus: STATUS({ status: 1, isSubscribe: 0, subscribeCount: 128 }),
  roomLivePreviewSubscribe: STATUS({ isSubscribe: 1, subscribeCount: 129 }),
  roomLivePreviewWechatSubscribe: STATUS({ isSubscribe: 1, subscribeCount: 129 }),
};

/** A client answering each call from `answers` (an Error: the call fails on the way). */
function client(answers: Answers) {
  const call = fakeApiCall((name) => {
    const answer = answers[name];
    if (answer instanceof Error) throw answer;
    if (typeof answer === 'function') return answer();
    return answer ?? { code: 404, data: null, message: `no answer for ${name}` };
  });
  return { api: { call, setSessionRecovery: vi.fn() } satisfies ApiClient, call };
}

function loaded(answers: Answers, search = 'roomLiveId=32'): Promise<LiveDetailsPage> {
  return liveDetailsScreen.load(client(answers).api, readQuery(search));
}

/** The body waits on the live module's lazy chunk, slower than findBy's default second on a busy machine. */
const LAZY = { timeout: 5_000 };

afterEach(() => {
  vi.useRealTimers();
});

describe('live-details loader', () => {
  test('asks for the preview by its room id and sanitizes its introduction', async () => {
    const { api, call } = client({
      ...GOOD,
      roomLivePreviewDetailInfo: {
        ...preview32,
        data: {
          ...preview32.data,
          introduce: '<p>介绍</p><img src="x" onerror="window.__pwned=1">',
        },
      },
    });
    const page = await liveDetailsScreen.load(api, readQuery('roomLiveId=32'));
    expect(call).toHaveBeenCalledWith(
      'roomLivePreviewDetailInfo',
      expect.objectContaining({ body: { roomLiveId: '32' } }),
    );
    expect(page.preview.title).toBe('县域经济新机会直播预告');
    expect(page.introduce).toContain('<p>介绍</p>');
    expect(page.introduce).not.toContain('onerror');
  });

  test('without a roomLiveId it says the address lacks the room number; an unknown room fails with its message', async () => {
    await expect(loaded(GOOD, 'pageId=1')).rejects.toEqual(
      new PageLoadError('missing-id', '页面地址不完整，缺少直播间编号'),
    );
    const unknown = { code: 404, data: null, message: '直播间不存在: 1' };
    await expect(loaded({ roomLivePreviewDetailInfo: unknown })).rejects.toMatchObject({
      failure: 'server',
      message: '直播间不存在: 1',
    });
    await expect(
      loaded({ roomLivePreviewDetailInfo: new ApiError('network', 'detail') }),
    ).rejects.toMatchObject({ failure: 'network' });
  });

  test('titles, shares and counts the page view by the room', async () => {
    const page = await loaded(GOOD);
    expect(liveDetailsScreen.title(page)).toBe('县域经济新机会直播预告');
    expect(liveDetailsScreen.share?.(page)).toEqual({
      title: '县域经济新机会直播预告',
      image: 'live/32.jpg',
    });
    expect(liveDetailsScreen.pageView?.(page)).toEqual({
      room_live_id: '32',
      room_live_name: '县域经济新机会直播预告',
    });
  });
});

describe('live-details screen', () => {
  // A day before room 32 starts (the recorded start is in the past of the real clock).
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(BEFORE_START - 86_400_000);
  });

  function renderScreen(
    load: () => Promise<LiveDetailsPage>,
    options: {
      answers?: Answers;
      forms?: FormsRoot;
      dispatch?: (intent: Intent) => void;
      opening?: AppOpening;
    } = {},
  ) {
    const { api, call } = client(options.answers ?? GOOD);
    const view = render(
      <AppOpeningProvider opening={options.opening ?? 'launch'}>
        <Providers
          api={api}
          {...(options.forms ? { forms: options.forms } : {})}
          {...(options.dispatch ? { dispatch: options.dispatch } : {})}
        >
          <ScreenBody
            screen={liveDetailsScreen}
            load={load}
            query={readQuery('roomLiveId=32')}
            search="roomLiveId=32"
          />
        </Providers>
      </AppOpeningProvider>,
    );
    return { ...view, call };
  }

  test('shows its skeleton while loading, and a failure with 重试', async () => {
    renderScreen(() => new Promise(() => undefined));
    expect(screen.getByRole('main', { busy: true })).toHaveProperty('ariaLabel', '加载中');
    renderScreen(() => Promise.reject(new PageLoadError('server', '直播间不存在: 1')));
    expect(await screen.findByText('直播间不存在: 1')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });

  test('R4.07 a preview: its badge, title, start, reservations, 预约直播, projects and introduction', async () => {
    renderScreen(() => loaded(GOOD));
    const title = await screen.findByRole('heading', { level: 1 }, LAZY);
    expect(title.textContent).toBe('预告县域经济新机会直播预告');
    expect(screen.getByRole('button', { name: '预约直播' })).toBeTruthy();
    expect(screen.getAllByText('06月03日 08:00 开播').length).toBeGreaterThan(0);
    expect(await screen.findByText('128人已预约')).toBeTruthy();
    expect(screen.getByRole('button', { name: '县域冷链物流' })).toBeTruthy();
    expect(screen.getByText(/县域冷链物流的机会在哪里/)).toBeTruthy();
  });

  test('counts down once the server answered and flips to 进入观看 at the start, asking the status then', async () => {
    // The server clock comes with the client's lazy chunk: loaded before the clock is faked.
    await import('../../api/transport.ts');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(BEFORE_START);
    const dispatch = vi.fn();
    const { call } = renderScreen(() => loaded(GOOD), { dispatch });
    await act(async () => vi.advanceTimersByTimeAsync(10));
    await act(async () => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByRole('timer').textContent).toContain('00:00:03');
    await act(async () => vi.advanceTimersByTimeAsync(2_000));
    expect(screen.getByRole('timer').textContent).toContain('00:00:01');
    const asked = call.mock.calls.filter(([name]) => name === 'roomLivePreviewRefreshStatus');
    await act(async () => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByRole('status').textContent).toBe('直播已开始');
    expect(
      call.mock.calls.filter(([name]) => name === 'roomLivePreviewRefreshStatus').length,
    ).toBeGreaterThan(asked.length);
    fireEvent.click(screen.getByRole('button', { name: '进入观看' }));
    expect(dispatch).toHaveBeenCalledWith({ kind: 'liveTap', roomLiveId: '32', status: 2 });
  });

  test('R6.02 预约直播 logs in first, reserves once however often it is tapped, then says 已预约', async () => {
    const { forms, login, notify } = fakeForms(false);
    let stored = false;
    const { call } = renderScreen(() => loaded(GOOD), {
      forms,
      answers: {
        ...GOOD,
        roomLivePreviewRefreshStatus: () =>
          STATUS({ status: 1, isSubscribe: stored ? 1 : 0, subscribeCount: stored ? 129 : 128 }),
        roomLivePreviewSubscribe: () => {
          stored = true;
          return STATUS({ isSubscribe: 1, subscribeCount: 129 });
        },
      },
    });
    const button = await screen.findByRole('button', { name: '预约直播' }, LAZY);
    for (let tap = 0; tap < 10; tap += 1) fireEvent.click(button);
    expect(await screen.findByRole('button', { name: '已预约' }, LAZY)).toHaveProperty(
      'disabled',
      true,
    );
    expect(login).toHaveBeenCalledTimes(1);
    expect(call.mock.calls.filter(([name]) => name === 'roomLivePreviewSubscribe')).toEqual([
      ['roomLivePreviewSubscribe', { body: { roomLiveId: '32' } }],
    ]);
    expect(notify).toHaveBeenCalledWith(RESERVED, { type: 'success' });
    expect(screen.getByText('129人已预约')).toBeTruthy();
  });

  test('a refused login reserves nothing; a refused reservation says why and the button stays', async () => {
    const refused = fakeForms(
      false,
      vi.fn(async () => false),
    );
    const first = renderScreen(() => loaded(GOOD), { forms: refused.forms });
    fireEvent.click(await screen.findByRole('button', { name: '预约直播' }, LAZY));
    await act(async () => undefined);
    expect(first.call.mock.calls.some(([name]) => name === 'roomLivePreviewSubscribe')).toBe(false);
    first.unmount();

    const { forms, notify } = fakeForms(true);
    renderScreen(() => loaded(GOOD), {
      forms,
      answers: {
        ...GOOD,
        roomLivePreviewSubscribe: { code: 400, data: null, message: '直播已开始，无需预约' },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: '预约直播' }, LAZY));
    await act(async () => undefined);
    expect(notify).toHaveBeenCalledWith('直播已开始，无需预约', { type: 'error' });
    expect(screen.getByRole('button', { name: '预约直播' })).toBeTruthy();
  });

  test('a signed-in visitor who reserved sees 已预约 after hydration; in WeChat the reservation is its own call', async () => {
    const reserved = {
      ...GOOD,
      roomLivePreviewRefreshStatus: STATUS({ status: 1, isSubscribe: 1, subscribeCount: 128 }),
    };
    const first = renderScreen(() => loaded(reserved), {
      forms: fakeForms(true).forms,
      answers: reserved,
    });
    expect(await screen.findByRole('button', { name: '已预约' }, LAZY)).toBeTruthy();
    first.unmount();

    const { call } = renderScreen(() => loaded(GOOD), {
      forms: fakeForms(true).forms,
      opening: 'openInBrowser',
    });
    fireEvent.click(await screen.findByRole('button', { name: '预约直播' }, LAZY));
    await screen.findByRole('button', { name: '已预约' }, LAZY);
    expect(call).toHaveBeenCalledWith('roomLivePreviewWechatSubscribe', {
      body: { roomLiveId: '32' },
    });
    expect(call.mock.calls.some(([name]) => name === 'roomLivePreviewSubscribe')).toBe(false);
  });

  test('R4.07 once ended: 已结束 and disabled without a replay; 立即查看 opens the replay', async () => {
    const ended = (isReplay: number) => ({
      ...GOOD,
      roomLivePreviewRefreshStatus: STATUS({ status: 4, isSubscribe: 0 }),
      roomLivePreviewDetailInfo: { ...preview32, data: { ...preview32.data, status: 4, isReplay } },
    });
    const first = renderScreen(() => loaded(ended(0)), { answers: ended(0) });
    expect(await screen.findByRole('button', { name: '已结束' }, LAZY)).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByRole('status').textContent).toBe('直播已结束');
    first.unmount();

    const dispatch = vi.fn();
    renderScreen(() => loaded(ended(1)), { answers: ended(1), dispatch });
    fireEvent.click(await screen.findByRole('button', { name: '立即查看' }, LAZY));
    expect(dispatch).toHaveBeenCalledWith({ kind: 'liveTap', roomLiveId: '32', status: 5 });
  });

  describe('the WeChat reminder', () => {
    /** A gateway holding the visitor's reminder: the remind calls read and change `on`. */
    function reminders(on: boolean) {
      const stored = { on };
      const answers: Answers = {
        ...GOOD,
        remindSubscribe: () => STATUS({ isRemind: stored.on ? 1 : 0 }),
        remindRoomLiveWeixinRemind: () => {
          stored.on = true;
          return STATUS({ isRemind: 1 });
        },
        remindRoomLiveCancelWeixinRemind: () => {
          stored.on = false;
          return STATUS({ isRemind: 0 });
        },
      };
      return { stored, answers };
    }

    test('only in WeChat, before the start: elsewhere no reminder and no remind call', async () => {
      const { answers } = reminders(false);
      const { call } = renderScreen(() => loaded(answers), {
        answers,
        forms: fakeForms(true).forms,
      });
      await screen.findByRole('button', { name: '预约直播' }, LAZY);
      expect(screen.queryByRole('heading', { name: '微信开播提醒' })).toBeNull();
      expect(call.mock.calls.some(([name]) => String(name).startsWith('remind'))).toBe(false);
    });

    test('开启提醒 logs in first and turns it on once however often it is tapped; 取消提醒 turns it off', async () => {
      const { forms, login, notify } = fakeForms(false);
      const { stored, answers } = reminders(false);
      const { call } = renderScreen(() => loaded(answers), {
        answers,
        forms,
        opening: 'openInBrowser',
      });
      const button = await screen.findByRole('button', { name: '开启提醒' }, LAZY);
      for (let tap = 0; tap < 10; tap += 1) fireEvent.click(button);
      const cancel = await screen.findByRole('button', { name: '取消提醒' }, LAZY);
      expect(login).toHaveBeenCalledTimes(1);
      expect(call.mock.calls.filter(([name]) => name === 'remindRoomLiveWeixinRemind')).toEqual([
        ['remindRoomLiveWeixinRemind', { body: { roomLiveId: '32' } }],
      ]);
      expect(stored.on).toBe(true);
      expect(notify).toHaveBeenCalledWith(REMIND_ON, { type: 'success' });
      expect(screen.getByText('已开启，开播时微信会通知您')).toBeTruthy();

      fireEvent.click(cancel);
      await screen.findByRole('button', { name: '开启提醒' }, LAZY);
      expect(call).toHaveBeenCalledWith('remindRoomLiveCancelWeixinRemind', {
        body: { roomLiveId: '32' },
      });
      expect(stored.on).toBe(false);
      expect(notify).toHaveBeenCalledWith(REMIND_OFF, { type: 'success' });
    });

    test('a signed-in visitor whose reminder is on sees 取消提醒 after hydration (remind/subscribe)', async () => {
      const { answers } = reminders(true);
      const { call } = renderScreen(() => loaded(answers), {
        answers,
        forms: fakeForms(true).forms,
        opening: 'openInBrowser',
      });
      expect(await screen.findByRole('button', { name: '取消提醒' }, LAZY)).toBeTruthy();
      expect(call).toHaveBeenCalledWith(
        'remindSubscribe',
        expect.objectContaining({ body: { roomLiveId: '32' } }),
      );
    });

    test('a refused change says why and the button stays', async () => {
      const { forms, notify } = fakeForms(true);
      const answers: Answers = {
        ...reminders(false).answers,
        remindRoomLiveWeixinRemind: { code: 500, data: null, message: '请先关注公众号' },
      };
      renderScreen(() => loaded(answers), { answers, forms, opening: 'openInBrowser' });
      fireEvent.click(await screen.findByRole('button', { name: '开启提醒' }, LAZY));
      await act(async () => undefined);
      expect(notify).toHaveBeenCalledWith('请先关注公众号', { type: 'error' });
      expect(screen.getByRole('button', { name: '开启提醒' })).toBeTruthy();
    });
  });
});
