// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ActionProvider } from '../../actions/use-action.tsx';
import type { LiveItem } from '../../schemas/index.ts';
import { DataSourcesProvider, type DataSources } from '../data-sources.tsx';
import type { PageModule } from '../module-props.ts';
import { Live } from './Live.tsx';
import { LIVE_REFRESH_MS } from './live-detail-store.ts';
import { resetVisibility, setVisibility } from '../../ui/page-visibility.testing.ts';

const live: PageModule<'live'> = {
  kind: 'live',
  id: '8',
  name: '直播',
  type: 7,
  data: {
    layout: 1,
    list: [
      {
        id: '31',
        title: '春季路演直播',
        label: '直播中',
        coverImg: 'live/31.jpg',
        roomLiveId: '31',
      },
    ],
  },
};

const detail: LiveItem = {
  roomLiveId: '31',
  title: '春季路演直播（第一场）',
  startTime: '2025-04-01 19:30:00',
  coverOne: 'live/31-now.jpg',
  status: 2,
  projectList: [
    { projectId: '9001', projectName: '智慧社区新零售' },
    { projectId: '9002', projectName: '新能源汽车充电运营' },
  ],
};

function renderLive(module: PageModule<'live'>, liveDetail: DataSources['liveDetail']) {
  const dispatch = vi.fn();
  const view = render(
    <DataSourcesProvider sources={{ liveDetail }}>
      <ActionProvider dispatch={dispatch}>
        <Live module={module} />
      </ActionProvider>
    </DataSourcesProvider>,
  );
  return { dispatch, ...view };
}

afterEach(() => {
  vi.useRealTimers();
  resetVisibility();
});

describe('Live', () => {
  test('shows the published entry while the status loads', () => {
    const liveDetail = vi.fn(() => new Promise<LiveItem>(() => undefined));
    renderLive(live, liveDetail);
    expect(screen.getByRole('heading', { name: '春季路演直播' })).toBeTruthy();
    expect(screen.getByText('直播中')).toBeTruthy();
    expect(screen.getByRole('button', { name: '进入直播间' })).toBeTruthy();
    expect(liveDetail).toHaveBeenCalledWith('31', expect.any(AbortSignal));
  });

  test('once roomLive/detail answers: its title, start time, cover, projects and status button', async () => {
    const { dispatch } = renderLive(live, () => Promise.resolve(detail));
    const button = await screen.findByRole('button', { name: '进入观看' });
    expect(screen.getByRole('heading', { name: '春季路演直播（第一场）' })).toBeTruthy();
    expect(screen.getByText('04月01日 19:30 开播')).toBeTruthy();
    expect(screen.getByText('智慧社区新零售、新能源汽车充电运营')).toBeTruthy();
    expect(screen.getByAltText<HTMLImageElement>('春季路演直播（第一场） 封面').src).toContain(
      'live/31-now.jpg',
    );
    fireEvent.click(button);
    expect(dispatch).toHaveBeenCalledWith({ kind: 'liveTap', roomLiveId: '31', status: 2 });
  });

  test('a label naming a status gives way to the real status; another label stays beside the title', async () => {
    const module: PageModule<'live'> = {
      ...live,
      data: {
        list: [live.data.list[0]!, { id: '32', title: '专场', label: '精选', roomLiveId: '32' }],
      },
    };
    renderLive(module, () => Promise.resolve({ ...detail, status: 4, isReplay: 1 }));
    await screen.findAllByRole('button', { name: '立即查看' });
    expect(screen.queryByText('直播中')).toBeNull();
    expect(screen.getAllByText('回放')).toHaveLength(2);
    expect(screen.getByText('精选')).toBeTruthy();
  });

  test('titleCustom wins over both titles', async () => {
    const module: PageModule<'live'> = {
      ...live,
      data: { list: [{ ...live.data.list[0], titleCustom: '老板云春季路演' }] },
    };
    renderLive(module, () => Promise.resolve(detail));
    await screen.findByRole('button', { name: '进入观看' });
    expect(screen.getByRole('heading', { name: '老板云春季路演' })).toBeTruthy();
  });

  test.each([
    ['1 preview', { status: 1 }, '预约直播', 1],
    ['3 live', { status: 3 }, '进入观看', 3],
    ['4 with a replay (5)', { status: 4, isReplay: 1 }, '立即查看', 5],
  ])(
    'R4.07 status %s: the button emits liveTap with the shown status',
    async (_name, state, button, status) => {
      const { dispatch } = renderLive(live, () => Promise.resolve({ ...detail, ...state }));
      fireEvent.click(await screen.findByRole('button', { name: button }));
      expect(dispatch).toHaveBeenCalledWith({ kind: 'liveTap', roomLiveId: '31', status });
    },
  );

  test('R4.07 status 4 without a replay (6) shows 已结束 and is not tappable', async () => {
    const { dispatch } = renderLive(live, () =>
      Promise.resolve({ ...detail, status: 4, isReplay: 0 }),
    );
    const button = await screen.findByRole<HTMLButtonElement>('button', { name: '已结束' });
    expect(button.disabled).toBe(true);
    fireEvent.click(button);
    expect(dispatch).not.toHaveBeenCalled();
  });

  test('a failed call keeps the published entry, still enterable', async () => {
    const liveDetail = vi.fn(() => Promise.reject(new Error('network')));
    const { dispatch } = renderLive(live, liveDetail);
    await act(async () => undefined);
    expect(screen.getByRole('heading', { name: '春季路演直播' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '进入直播间' }));
    expect(dispatch).toHaveBeenCalledWith({ kind: 'liveTap', roomLiveId: '31', status: undefined });
  });

  test('refreshes every 30 s while visible, pauses while hidden, stops on unmount', async () => {
    vi.useFakeTimers();
    const liveDetail = vi.fn(() => Promise.resolve(detail));
    const { unmount } = renderLive(live, liveDetail);
    expect(liveDetail).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTimeAsync(LIVE_REFRESH_MS));
    expect(liveDetail).toHaveBeenCalledTimes(2);
    act(() => setVisibility('hidden'));
    await act(async () => vi.advanceTimersByTimeAsync(LIVE_REFRESH_MS * 3));
    expect(liveDetail).toHaveBeenCalledTimes(2);
    act(() => setVisibility('visible'));
    expect(liveDetail).toHaveBeenCalledTimes(3);
    await act(async () => vi.advanceTimersByTimeAsync(LIVE_REFRESH_MS));
    expect(liveDetail).toHaveBeenCalledTimes(4);
    unmount();
    await act(async () => vi.advanceTimersByTimeAsync(LIVE_REFRESH_MS * 3));
    expect(liveDetail).toHaveBeenCalledTimes(4);
  });

  test('a later answer replaces the status (live ends while the page is open)', async () => {
    vi.useFakeTimers();
    const liveDetail = vi
      .fn<DataSources['liveDetail']>()
      .mockResolvedValueOnce(detail)
      .mockResolvedValue({ ...detail, status: 4, isReplay: 1 });
    renderLive(live, liveDetail);
    await act(async () => undefined);
    expect(screen.getByRole('button', { name: '进入观看' })).toBeTruthy();
    await act(async () => vi.advanceTimersByTimeAsync(LIVE_REFRESH_MS));
    expect(screen.getByRole('button', { name: '立即查看' })).toBeTruthy();
  });

  test('cards of the same room, in one module or several, ask once and refresh on one timer', async () => {
    vi.useFakeTimers();
    const liveDetail = vi.fn(() => Promise.resolve(detail));
    const twice = { ...live, data: { ...live.data, list: [...live.data.list, ...live.data.list] } };
    const sources = { liveDetail };
    render(
      <DataSourcesProvider sources={sources}>
        <ActionProvider dispatch={vi.fn()}>
          <Live module={twice} />
          <Live module={{ ...live, id: '9' }} />
        </ActionProvider>
      </DataSourcesProvider>,
    );
    expect(liveDetail).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTimeAsync(LIVE_REFRESH_MS));
    expect(liveDetail).toHaveBeenCalledTimes(2);
    expect(screen.getAllByRole('button', { name: '进入观看' })).toHaveLength(3);
  });

  test('an empty list renders no cards and asks nothing', () => {
    const liveDetail = vi.fn(() => Promise.resolve(detail));
    renderLive({ ...live, data: { list: [] } }, liveDetail);
    expect(screen.queryByRole('listitem')).toBeNull();
    expect(liveDetail).not.toHaveBeenCalled();
  });
});
