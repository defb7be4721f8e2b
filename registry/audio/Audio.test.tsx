// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import type { PageModule } from '../module-props.ts';
import { Audio } from './Audio.tsx';
import { formatClock } from './clock.ts';

/** The audio elements the player created, with playback that jsdom does not implement. */
let created: HTMLAudioElement[] = [];

function controllable(audio: HTMLAudioElement): HTMLAudioElement {
  let paused = true;
  let time = 0;
  Object.defineProperties(audio, {
    paused: { get: () => paused },
    duration: { value: Number.NaN, configurable: true },
    currentTime: { get: () => time, set: (value: number) => (time = value) },
    play: {
      value: vi.fn(
        () => ((paused = false), audio.dispatchEvent(new Event('play')), Promise.resolve()),
      ),
    },
    pause: { value: vi.fn(() => ((paused = true), audio.dispatchEvent(new Event('pause')))) },
  });
  return audio;
}

beforeEach(() => {
  created = [];
  const createElement = document.createElement.bind(document);
  vi.spyOn(document, 'createElement').mockImplementation(
    (tag: string, options?: ElementCreationOptions) => {
      const element = createElement(tag, options);
      if (element instanceof HTMLAudioElement) created.push(controllable(element));
      return element;
    },
  );
});

function audio(data: PageModule<'audio'>['data'], id = '11'): PageModule<'audio'> {
  return { kind: 'audio', id, name: '音频', type: 10, data };
}

const intro = audio({
  radioUrl: 'audio/intro.mp3',
  coverImg: 'audio/intro.jpg',
  title: '三分钟了解老板云',
});

function loaded(element: HTMLAudioElement, duration: number) {
  act(() => {
    Object.defineProperty(element, 'duration', { value: duration });
    element.dispatchEvent(new Event('loadedmetadata'));
  });
}

describe('formatClock', () => {
  test.each([
    [0, '00:00'],
    [5.9, '00:05'],
    [65, '01:05'],
    [3725, '1:02:05'],
    [Number.NaN, '--:--'],
    [Number.POSITIVE_INFINITY, '--:--'],
  ])('%s s → %s', (seconds, shown) => {
    expect(formatClock(seconds)).toBe(shown);
  });
});

describe('Audio', () => {
  test('renders the title, the cover and a player for the prefixed source', () => {
    render(<Audio module={intro} />);
    expect(screen.getByRole('heading', { name: '三分钟了解老板云' })).toBeTruthy();
    expect(screen.getByAltText('三分钟了解老板云 封面')).toBeTruthy();
    expect(created).toHaveLength(1);
    expect(created[0]?.src).toContain('/storage/audio/intro.mp3');
  });

  test('an empty title shows the default title 音频', () => {
    render(<Audio module={audio({ radioUrl: 'a.mp3', title: '  ' })} />);
    expect(screen.getByRole('heading', { name: '音频' })).toBeTruthy();
  });

  test('R8.14 an empty source is a clear 暂无音频 state, with no audio element', () => {
    render(<Audio module={audio({ title: '没有音频' })} />);
    expect(screen.getByText('暂无音频')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(created).toHaveLength(0);
  });

  test('play and pause', () => {
    render(<Audio module={intro} />);
    fireEvent.click(screen.getByRole('button', { name: '播放 三分钟了解老板云' }));
    expect(created[0]?.play).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: '暂停 三分钟了解老板云' }));
    expect(created[0]?.pause).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: '播放 三分钟了解老板云' })).toBeTruthy();
  });

  test('the progress bar shows current and total time and seeks', () => {
    const { container } = render(<Audio module={intro} />);
    const track = container.querySelector('.bc-audio__track')!;
    expect(track.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByText('--:--')).toBeTruthy();
    const element = created[0]!;
    loaded(element, 210);
    expect(track.hasAttribute('aria-busy')).toBe(false);
    act(() => {
      element.currentTime = 62;
      element.dispatchEvent(new Event('timeupdate'));
    });
    expect(screen.getByText('01:02')).toBeTruthy();
    expect(screen.getByText('03:30')).toBeTruthy();
    const bar = screen.getByRole<HTMLInputElement>('slider', { name: '播放进度' });
    expect(bar.max).toBe('210');
    fireEvent.change(bar, { target: { value: '120' } });
    expect(element.currentTime).toBe(120);
    expect(screen.getByText('02:00')).toBeTruthy();
  });

  test('R9.09 audio speeds 0.5, 1.0, 1.25, 1.5, 2.0: a tap sets the playback rate', () => {
    render(<Audio module={intro} />);
    const speeds = screen.getByRole('group', { name: '播放速度' });
    const buttons = [...speeds.querySelectorAll('button')];
    expect(buttons.map((button) => button.textContent)).toEqual([
      '0.5x',
      '1.0x',
      '1.25x',
      '1.5x',
      '2.0x',
    ]);
    expect(screen.getByRole('button', { name: '1.0x' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '1.5x' }));
    expect(created[0]?.playbackRate).toBe(1.5);
    expect(screen.getByRole('button', { name: '1.5x' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: '1.0x' }).getAttribute('aria-pressed')).toBe('false');
  });

  test('a source that fails to load says 音频加载失败', () => {
    render(<Audio module={intro} />);
    act(() => void created[0]?.dispatchEvent(new Event('error')));
    expect(screen.getByText('音频加载失败')).toBeTruthy();
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: '播放 三分钟了解老板云' }).disabled,
    ).toBe(true);
  });

  test('R4.05 playing one audio pauses the other', () => {
    render(
      <>
        <Audio module={intro} />
        <Audio module={audio({ radioUrl: 'audio/second.mp3', title: '第二段' }, '12')} />
      </>,
    );
    const [first, second] = created;
    fireEvent.click(screen.getByRole('button', { name: '播放 三分钟了解老板云' }));
    fireEvent.click(screen.getByRole('button', { name: '播放 第二段' }));
    expect(first?.pause).toHaveBeenCalledTimes(1);
    expect(second?.paused).toBe(false);
    expect(screen.getByRole('button', { name: '播放 三分钟了解老板云' })).toBeTruthy();
  });

  test('unmounting stops the audio and lets go of its source', () => {
    const { unmount } = render(<Audio module={intro} />);
    const element = created[0]!;
    unmount();
    expect(element.pause).toHaveBeenCalled();
    expect(element.getAttribute('src')).toBeNull();
  });
});
