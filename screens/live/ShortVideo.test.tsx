// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import type { ApiClient } from '../../api/client.ts';
import { fakeApiCall } from '../../api/test-call.ts';
import gateway from '../../fixtures/gateway/live.json';
import { readQuery } from '../../lib/query.ts';
import type { Envelope } from '../../lib/wire.ts';
import { PageLoadError } from '../../runtime/page-load-error.ts';
import { ScreenBody } from '../shared/ScreenBody.tsx';
import { Providers } from '../shared/screen-providers.testing.tsx';
import { shortVideoScreen } from './short-video.ts';

/** The player arrives in its own lazy chunk, slower than findBy's default second on a busy machine. */
const LAZY = { timeout: 5_000 };

/** The gateway's answer for one of its seeded videos. */
function seeded(videoId: number): Envelope {
  return { code: 1, message: '', data: gateway.videos.find((video) => video.videoId === videoId) };
}

function client(answer: () => Envelope | Promise<Envelope>) {
  const call = fakeApiCall(answer);
  return { api: { call, setSessionRecovery: vi.fn() } satisfies ApiClient, call };
}

/** The query as the page reads it: the shared reader's, then the screen's own videoId. */
function queryOf(videoId: string) {
  const search = `videoId=${videoId}`;
  return shortVideoScreen.ownQuery?.(readQuery(search), search) ?? readQuery(search);
}

function renderScreen(answer: () => Envelope | Promise<Envelope>, videoId = '71') {
  const { api, call } = client(answer);
  const query = queryOf(videoId);
  render(
    <Providers api={api}>
      <ScreenBody
        screen={shortVideoScreen}
        load={() => shortVideoScreen.load(api, query)}
        query={query}
        search={`videoId=${videoId}`}
      />
    </Providers>,
  );
  return call;
}

describe('shortvideo loader', () => {
  test('reads its own videoId and asks video/detail/h5/v1 for it', async () => {
    const { api, call } = client(() => seeded(71));
    const page = await shortVideoScreen.load(api, queryOf('71'));
    expect(call).toHaveBeenCalledWith('videoDetailH5V1', { query: { videoId: '71' } });
    expect(page).toMatchObject({ videoId: '71', video: { title: '三分钟看懂社区新零售' } });
    expect(shortVideoScreen.title(page)).toBe('三分钟看懂社区新零售');
    expect(shortVideoScreen.preload?.(page)).toEqual(['registry/video/index.ts']);
  });

  test('an unknown video fails with the server message; no videoId says what is missing', async () => {
    const { api } = client(() => ({ code: 404, data: null, message: '视频不存在: 1' }));
    await expect(shortVideoScreen.load(api, queryOf('1'))).rejects.toMatchObject({
      failure: 'server',
      message: '视频不存在: 1',
    });
    await expect(shortVideoScreen.load(api, readQuery('pageId=1'))).rejects.toEqual(
      new PageLoadError('missing-id', '页面地址不完整，缺少视频编号'),
    );
  });
});

describe('shortvideo screen', () => {
  test('loading: the skeleton', () => {
    renderScreen(() => new Promise<Envelope>(() => undefined));
    expect(screen.getByRole('main', { busy: true })).toHaveProperty('ariaLabel', '加载中');
  });

  test('ready: R4.05 the cover with a play button, then the title, date and description', async () => {
    renderScreen(() => seeded(71));
    expect(
      await screen.findByRole('button', { name: '播放 三分钟看懂社区新零售' }, LAZY),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: '三分钟看懂社区新零售' })).toBeTruthy();
    expect(screen.getByText('2025-04-02 10:00')).toBeTruthy();
    expect(screen.getByText('创始人讲解门店模型与回本周期。')).toBeTruthy();
  });

  test('a portrait video keeps its shape: its stage has the video’s ratio', async () => {
    renderScreen(() => seeded(72), '72');
    const play = await screen.findByRole('button', { name: /^播放/ }, LAZY);
    const stage = play.closest('.bc-video__stage') as HTMLElement;
    expect(stage.style.aspectRatio).toMatch(/^0\.5625\b/);
    const frame = stage.parentElement as HTMLElement;
    expect(frame.style.getPropertyValue('--bc-video-ratio')).toBe(String(360 / 640));
  });

  test('empty: a video taken down (no source) shows its cover and says so, no play button', async () => {
    renderScreen(() => seeded(74), '74');
    expect((await screen.findByRole('status')).textContent).toBe('视频已下架，暂时无法观看');
    expect(screen.queryByRole('button', { name: /^播放/ })).toBeNull();
    expect(screen.getByRole('heading', { name: '已下架的视频' })).toBeTruthy();
  });

  test('failed: the message and 重试, which asks again and shows the video', async () => {
    let answers = 0;
    const call = renderScreen(() => {
      answers += 1;
      return answers === 1 ? Promise.reject(new Error('offline')) : seeded(71);
    });
    fireEvent.click(await screen.findByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { name: '三分钟看懂社区新零售' })).toBeTruthy();
    expect(call).toHaveBeenCalledTimes(2);
  });
});
