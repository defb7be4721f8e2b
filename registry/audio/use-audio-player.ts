import { useEffect, useRef, useState } from 'react';
import { imageUrl } from '../../lib/image.ts';
import { joinWithElement } from '../../ui/media-session.ts';

/** R9.09: the playback speeds the audio player offers. */
export const AUDIO_SPEEDS = [0.5, 1.0, 1.25, 1.5, 2.0] as const;

/** What the player shows. */
export interface AudioPlayerState {
  status: 'loading' | 'ready' | 'failed';
  playing: boolean;
  current: number;
  duration: number;
  rate: number;
}

const INITIAL: AudioPlayerState = {
  status: 'loading',
  playing: false,
  current: 0,
  duration: Number.NaN,
  rate: 1,
};

/**
 * A native audio element for `src`, created in an effect (nothing runs on the server), joined to the
 * page's media session so starting it pauses other players (R4.05), released on unmount. A new
 * source needs a new player: mount it with `key={src}`.
 */
export function useAudioPlayer(src: string) {
  const element = useRef<HTMLAudioElement | null>(null);
  const [state, setState] = useState<AudioPlayerState>(INITIAL);

  useEffect(() => {
    const audio = document.createElement('audio');
    audio.preload = 'metadata';
    element.current = audio;
    const update = (patch: Partial<AudioPlayerState>) =>
      setState((previous) => ({ ...previous, ...patch }));
    const listeners: Record<string, () => void> = {
      loadedmetadata: () => update({ status: 'ready', duration: audio.duration }),
      durationchange: () => update({ duration: audio.duration }),
      timeupdate: () => update({ current: audio.currentTime }),
      play: () => update({ playing: true }),
      pause: () => update({ playing: false }),
      ended: () => update({ playing: false }),
      ratechange: () => update({ rate: audio.playbackRate }),
      error: () => update({ status: 'failed', playing: false }),
    };
    for (const [name, listener] of Object.entries(listeners))
      audio.addEventListener(name, listener);
    const leave = joinWithElement(audio);
    audio.src = imageUrl(src);
    return () => {
      leave();
      for (const [name, listener] of Object.entries(listeners))
        audio.removeEventListener(name, listener);
      audio.pause();
      audio.removeAttribute('src');
      element.current = null;
    };
  }, [src]);

  return {
    state,
    toggle() {
      const audio = element.current;
      if (!audio) return;
      if (audio.paused) void audio.play()?.catch(() => undefined);
      else audio.pause();
    },
    seek(seconds: number) {
      if (element.current) element.current.currentTime = seconds;
      setState((previous) => ({ ...previous, current: seconds }));
    },
    setRate(rate: number) {
      if (!element.current) return;
      element.current.defaultPlaybackRate = rate;
      element.current.playbackRate = rate;
    },
  };
}
