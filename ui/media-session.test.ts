// @vitest-environment jsdom
import { describe, expect, test, vi } from 'vitest';
import { joinMediaSession, joinWithElement } from './media-session.ts';

describe('media session', () => {
  test('R4.05 playing one video or audio pauses all other audio and video', () => {
    const pauseA = vi.fn();
    const pauseB = vi.fn();
    const pauseC = vi.fn();
    const a = joinMediaSession(pauseA);
    const b = joinMediaSession(pauseB);
    const c = joinMediaSession(pauseC);
    b.playing();
    expect(pauseA).toHaveBeenCalledTimes(1);
    expect(pauseB).not.toHaveBeenCalled();
    expect(pauseC).toHaveBeenCalledTimes(1);
    [a, b, c].forEach((member) => member.leave());
  });

  test('a player that left is no longer paused', () => {
    const pauseA = vi.fn();
    const a = joinMediaSession(pauseA);
    const b = joinMediaSession(vi.fn());
    a.leave();
    b.playing();
    expect(pauseA).not.toHaveBeenCalled();
    b.leave();
  });

  test('R4.05 a media element playing pauses the other elements', () => {
    const audio = document.createElement('audio');
    const video = document.createElement('video');
    const pauseAudio = vi.spyOn(audio, 'pause').mockImplementation(() => undefined);
    const pauseVideo = vi.spyOn(video, 'pause').mockImplementation(() => undefined);
    const leaveAudio = joinWithElement(audio);
    const leaveVideo = joinWithElement(video);
    video.dispatchEvent(new Event('play'));
    expect(pauseAudio).toHaveBeenCalledTimes(1);
    expect(pauseVideo).not.toHaveBeenCalled();
    leaveAudio();
    video.dispatchEvent(new Event('play'));
    expect(pauseAudio).toHaveBeenCalledTimes(1);
    leaveVideo();
  });
});
