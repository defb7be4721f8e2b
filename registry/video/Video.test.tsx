// @vitest-environment jsdom
import { contrastRatio } from '../../lib/css.ts';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { joinMediaSession } from '../../ui/media-session.ts';
import type { PageModule } from '../module-props.ts';
import { Video } from './Video.tsx';

const streaming = vi.hoisted(() => ({
  imported: false,
  listeners: {} as Record<string, () => void>,
  player: {
    pause: () => undefined,
    play: () => Promise.resolve() as Promise<void> | undefined,
    muted: (_muted: boolean) => undefined,
    dispose: () => undefined,
    on: (_name: string, _listener: () => void) => undefined,
  },
  videojs: (_element: Element, _options: unknown) => undefined as unknown,
}));

vi.mock('video.js', () => {
  streaming.imported = true;
  const videojs = (element: Element, options: unknown) => streaming.videojs(element, options);
  return { default: Object.assign(videojs, { browser: { IS_ANY_SAFARI: false } }) };
});
vi.mock('./videojs-style.ts', () => ({ loadVideoJsStyle: () => Promise.resolve() }));

/** Lets the player's lazy parts (video.js, the host's autoplay) arrive and their promises settle. */
const settled = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

// The host's autoplay is a chunk of its own: imported once here so each test's import is at hand.
beforeAll(() => import('../../actions/video-autoplay.ts'));

let videojs: ReturnType<typeof vi.fn>;
let dispose: ReturnType<typeof vi.fn>;

beforeEach(() => {
  streaming.imported = false;
  streaming.listeners = {};
  dispose = vi.fn();
  streaming.player = {
    pause: vi.fn(),
    play: vi.fn(() => Promise.resolve()),
    muted: vi.fn(),
    dispose: dispose as () => undefined,
    on: (name, listener) => void (streaming.listeners[name] = listener),
  };
  videojs = vi.fn(() => streaming.player);
  streaming.videojs = videojs as typeof streaming.videojs;
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});

function video(data: Partial<PageModule<'video'>['data']>): PageModule<'video'> {
  return {
    kind: 'video',
    id: '3',
    name: '路演视频',
    type: 2,
    data: { videoUrl: 'video/roadshow.mp4', ...data },
  };
}

const roadshow = video({
  coverImg: 'video/roadshow.jpg',
  title: '项目路演精彩回顾',
  description: '三分钟看懂十个好项目',
  titleColor: '#222222',
  descriptionColor: '#888888',
});

describe('Video', () => {
  test('renders the cover with a play button, and the title and description in their colours', () => {
    const { container } = render(<Video module={roadshow} />);
    expect(screen.getByRole('button', { name: '播放 项目路演精彩回顾' })).toBeTruthy();
    expect(container.querySelector('.bc-video__poster img')?.getAttribute('src')).toContain(
      'video/roadshow.jpg',
    );
    expect(screen.getByRole('heading', { name: '项目路演精彩回顾' }).style.color).toBe(
      'rgb(34, 34, 34)',
    );
    // #888888 reads at 3.5:1 on white: it keeps its hue but is darkened to 4.5:1.
    const [red, green, blue] = screen
      .getByText('三分钟看懂十个好项目')
      .style.color.match(/\d+/g)!
      .map(Number);
    expect(red).toBe(green);
    expect(green).toBe(blue);
    expect(red).toBeLessThan(136);
    expect(
      contrastRatio(
        `#${[red, green, blue].map((part) => part!.toString(16).padStart(2, '0')).join('')}`,
        '#ffffff',
      ),
    ).toBeGreaterThanOrEqual(4.5);
    expect(container.querySelector('video')?.controls).toBe(false);
  });

  test('a colour that is not plainly a colour is not applied', () => {
    render(<Video module={video({ title: '标题', titleColor: 'red; position: fixed' })} />);
    expect(screen.getByRole('heading', { name: '标题' }).getAttribute('style')).toBeNull();
  });

  test('R4.05 mp4: pressing play swaps the cover for the native player with controls, without video.js', async () => {
    const { container } = render(<Video module={roadshow} />);
    fireEvent.click(screen.getByRole('button', { name: '播放 项目路演精彩回顾' }));
    await act(async () => undefined);
    const element = container.querySelector('video')!;
    expect(element.src).toContain('/storage/video/roadshow.mp4');
    expect(element.controls).toBe(true);
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: /^播放/ })).toBeNull();
    expect(streaming.imported).toBe(false);
  });

  test('R4.05 m3u8: video.js is imported only when play is pressed, and plays the stream', async () => {
    const { container, unmount } = render(
      <Video
        module={video({
          videoUrl: 'https://example.invalid/live/room.m3u8',
          coverImg: 'c.jpg',
          title: '直播回放',
        })}
      />,
    );
    await act(async () => undefined);
    expect(streaming.imported).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: '播放 直播回放' }));
    expect(screen.getByRole('status', { name: '视频加载中' })).toBeTruthy();
    await act(async () => undefined);
    expect(streaming.imported).toBe(true);
    expect(videojs).toHaveBeenCalledTimes(1);
    const [element, options] = videojs.mock.calls[0] as [
      HTMLVideoElement,
      { controls: boolean; sources: unknown[] },
    ];
    expect(container.querySelector('.bc-video__host')?.contains(element)).toBe(true);
    expect(options.controls).toBe(true);
    expect(options.sources).toEqual([
      { src: 'https://example.invalid/live/room.m3u8', type: 'application/x-mpegURL' },
    ]);
    expect(screen.queryByRole('status', { name: '视频加载中' })).toBeNull();
    unmount();
    expect(dispose).toHaveBeenCalledTimes(1);
  });

  test('m3u8 in a browser that plays HLS itself uses the native player', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    const { container } = render(
      <Video module={video({ videoUrl: 'https://example.invalid/a.m3u8', title: '回放' })} />,
    );
    fireEvent.click(screen.getByRole('button', { name: '播放 回放' }));
    await act(async () => undefined);
    expect(container.querySelector('video')?.controls).toBe(true);
    expect(streaming.imported).toBe(false);
  });

  test('a video that fails to load says 视频加载失败, and can be tried again', async () => {
    const { container } = render(<Video module={roadshow} />);
    fireEvent.click(screen.getByRole('button', { name: '播放 项目路演精彩回顾' }));
    fireEvent.error(container.querySelector('video')!);
    expect(screen.getByText('视频加载失败')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(screen.getByRole('button', { name: '播放 项目路演精彩回顾' })).toBeTruthy();
  });

  test('a stream whose player fails says 视频加载失败', async () => {
    render(<Video module={video({ videoUrl: 'live.m3u8', title: '直播' })} />);
    fireEvent.click(screen.getByRole('button', { name: '播放 直播' }));
    await act(async () => undefined);
    act(() => streaming.listeners['error']?.());
    expect(screen.getByText('视频加载失败')).toBeTruthy();
    expect(dispose).toHaveBeenCalledTimes(1);
  });

  test('a missing video address says 视频加载失败 at once', () => {
    render(<Video module={video({ videoUrl: '  ', title: '空视频' })} />);
    expect(screen.getByText('视频加载失败')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  test('R4.05 playing the video pauses other audio and video', async () => {
    const pauseOther = vi.fn();
    const other = joinMediaSession(pauseOther);
    render(<Video module={roadshow} />);
    fireEvent.click(screen.getByRole('button', { name: '播放 项目路演精彩回顾' }));
    expect(pauseOther).toHaveBeenCalledTimes(1);
    other.leave();
  });

  test('R4.05 a stream playing pauses other audio and video', async () => {
    const pauseOther = vi.fn();
    const other = joinMediaSession(pauseOther);
    render(<Video module={video({ videoUrl: 'live.m3u8', title: '直播' })} />);
    fireEvent.click(screen.getByRole('button', { name: '播放 直播' }));
    await act(async () => undefined);
    act(() => streaming.listeners['play']?.());
    expect(pauseOther).toHaveBeenCalledTimes(1);
    other.leave();
  });

  test('the frame takes the shape of the configured width and height; 16:9 without them', () => {
    const { container, unmount } = render(
      <Video module={video({ title: '竖屏', coverImg: 'c.jpg', width: 720, height: 1280 })} />,
    );
    const stage = container.querySelector<HTMLElement>('.bc-video__stage')!;
    expect(stage.style.getPropertyValue('--bc-video-ratio')).toBe(String(720 / 1280));
    expect(stage.getAttribute('style')).toContain(`aspect-ratio: ${720 / 1280}`);
    expect(
      container.querySelector<HTMLElement>('.bc-video__poster')?.getAttribute('style'),
    ).toContain(`aspect-ratio: ${720 / 1280}`);
    unmount();
    const { container: plain } = render(<Video module={video({ title: '横屏', width: 720 })} />);
    expect(plain.querySelector('.bc-video__stage')?.getAttribute('style')).toBeNull();
  });

  test('autoplay: a file starts by itself, muted, without the cover', async () => {
    const { container } = render(<Video module={video({ title: '自动播放', autoplay: 1 })} />);
    await settled();
    const element = container.querySelector('video')!;
    expect(element.src).toContain('/storage/video/roadshow.mp4');
    expect(element.muted).toBe(true);
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalledTimes(1);
    expect(element.controls).toBe(true);
    expect(screen.queryByRole('button', { name: '播放 自动播放' })).toBeNull();
  });

  test('autoplay the browser refuses leaves the cover to tap', async () => {
    vi.mocked(HTMLMediaElement.prototype.play).mockRejectedValueOnce(
      new DOMException('refused', 'NotAllowedError'),
    );
    render(<Video module={video({ title: '省电模式', autoplay: 1 })} />);
    await settled();
    expect(screen.getByRole('button', { name: '播放 省电模式' })).toBeTruthy();
  });

  test('without autoplay nothing starts until the cover is tapped', async () => {
    render(<Video module={video({ videoUrl: 'replay.m3u8', title: '不自动', autoplay: 0 })} />);
    await settled();
    expect(HTMLMediaElement.prototype.play).not.toHaveBeenCalled();
    expect(videojs).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '播放 不自动' })).toBeTruthy();
  });

  test('autoplay: a stream loads video.js by itself, which waits, then starts muted', async () => {
    render(<Video module={video({ videoUrl: 'replay.m3u8', title: '回放', autoplay: 1 })} />);
    await settled();
    expect(videojs).toHaveBeenCalledTimes(1);
    const [, options] = videojs.mock.calls[0] as [unknown, { autoplay: boolean }];
    expect(options.autoplay).toBe(false);
    expect(streaming.player.muted).toHaveBeenCalledWith(true);
    expect(streaming.player.play).toHaveBeenCalledTimes(1);
  });

  test('a stream started by a tap plays at once with its sound', async () => {
    render(<Video module={video({ videoUrl: 'replay.m3u8', title: '回放' })} />);
    fireEvent.click(screen.getByRole('button', { name: '播放 回放' }));
    await settled();
    const [, options] = videojs.mock.calls[0] as [unknown, { autoplay: boolean }];
    expect(options.autoplay).toBe(true);
    expect(streaming.player.muted).not.toHaveBeenCalled();
  });

  test('isLive: the stream plays in video.js with its live controls and no seek bar, even where the browser plays HLS itself', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    render(<Video module={video({ videoUrl: 'live.m3u8', title: '直播', isLive: 1 })} />);
    fireEvent.click(screen.getByRole('button', { name: '播放 直播' }));
    await settled();
    const [, options] = videojs.mock.calls[0] as [
      unknown,
      { liveui: boolean; controlBar?: unknown },
    ];
    expect(videojs).toHaveBeenCalledTimes(1);
    expect(options.liveui).toBe(true);
    expect(options.controlBar).toEqual({ progressControl: false });
  });

  test('a stream that is not live keeps its seek bar', async () => {
    render(<Video module={video({ videoUrl: 'replay.m3u8', title: '回放', isLive: 0 })} />);
    fireEvent.click(screen.getByRole('button', { name: '播放 回放' }));
    await settled();
    const [, options] = videojs.mock.calls[0] as [
      unknown,
      { liveui: boolean; controlBar?: unknown },
    ];
    expect(options.liveui).toBe(false);
    expect(options.controlBar).toBeUndefined();
  });

  test('controlBarVisibility 0: a stream has no control bar', async () => {
    render(
      <Video
        module={video({ videoUrl: 'live.m3u8', title: '直播', isLive: 1, controlBarVisibility: 0 })}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: '播放 直播' }));
    await settled();
    const [, options] = videojs.mock.calls[0] as [unknown, { controlBar?: unknown }];
    expect(options.controlBar).toBe(false);
  });

  test('controlBarVisibility 0: a file plays without controls, a tap pauses and plays it', async () => {
    const { container } = render(
      <Video module={video({ title: '无控制条', controlBarVisibility: 0 })} />,
    );
    fireEvent.click(screen.getByRole('button', { name: '播放 无控制条' }));
    await settled();
    const element = container.querySelector('video')!;
    expect(element.controls).toBe(false);
    Object.defineProperty(element, 'paused', { configurable: true, value: false });
    fireEvent.click(element);
    expect(HTMLMediaElement.prototype.pause).toHaveBeenCalledTimes(1);
    Object.defineProperty(element, 'paused', { configurable: true, value: true });
    fireEvent.click(element);
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalledTimes(2);
  });

  describe("in WeChat's browser (the page marked so by the platform)", () => {
    beforeEach(() => document.documentElement.setAttribute('data-bc-host', 'wechatBrowser'));
    afterEach(() => document.documentElement.removeAttribute('data-bc-host'));

    test('an autoplay file waits for the bridge, then starts with its sound', async () => {
      const { container } = render(
        <Video module={video({ title: '微信自动播放', autoplay: 1 })} />,
      );
      await settled();
      expect(HTMLMediaElement.prototype.play).not.toHaveBeenCalled();
      expect(screen.getByRole('button', { name: '播放 微信自动播放' })).toBeTruthy();
      act(() => void document.dispatchEvent(new Event('WeixinJSBridgeReady')));
      await settled();
      expect(HTMLMediaElement.prototype.play).toHaveBeenCalledTimes(1);
      expect(container.querySelector('video')?.muted).toBe(false);
    });

    test('a start with sound WeChat refuses is made again muted', async () => {
      vi.mocked(HTMLMediaElement.prototype.play).mockRejectedValueOnce(
        new DOMException('refused', 'NotAllowedError'),
      );
      const { container } = render(<Video module={video({ title: '拒绝有声', autoplay: 1 })} />);
      await settled();
      act(() => void document.dispatchEvent(new Event('WeixinJSBridgeReady')));
      await settled();
      expect(HTMLMediaElement.prototype.play).toHaveBeenCalledTimes(2);
      expect(container.querySelector('video')?.muted).toBe(true);
    });

    test('an autoplay stream loads video.js, then starts with sound on the bridge', async () => {
      render(<Video module={video({ videoUrl: 'replay.m3u8', title: '回放', autoplay: 1 })} />);
      await settled();
      expect(videojs).toHaveBeenCalledTimes(1);
      expect(streaming.player.play).not.toHaveBeenCalled();
      act(() => void document.dispatchEvent(new Event('WeixinJSBridgeReady')));
      expect(streaming.player.muted).toHaveBeenCalledWith(false);
      expect(streaming.player.play).toHaveBeenCalledTimes(1);
    });

    test('a stream whose start with sound is refused starts again muted', async () => {
      streaming.player.play = vi.fn(() =>
        Promise.reject(new DOMException('refused', 'NotAllowedError')),
      );
      render(<Video module={video({ videoUrl: 'replay.m3u8', title: '回放', autoplay: 1 })} />);
      await settled();
      act(() => void document.dispatchEvent(new Event('WeixinJSBridgeReady')));
      await settled();
      expect(vi.mocked(streaming.player.muted).mock.calls).toEqual([[false], [true]]);
    });
  });
});
