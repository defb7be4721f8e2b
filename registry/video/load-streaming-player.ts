import { HLS_TYPE, refused } from './stream.ts';
import { loadVideoJsStyle } from './videojs-style.ts';

/** The little the page needs from a streaming player. */
export interface StreamingPlayer {
  /** Starts it with the sound off or on; a start with sound the browser refuses is tried without. */
  start(muted: boolean): void;
  pause(): void;
  onPlay(listener: () => void): void;
  onError(listener: () => void): void;
  dispose(): void;
}

/** How the player looks and starts (the video player config of spec §3). */
export interface StreamingOptions {
  /** A live stream: video.js's live mark and jump to the live edge, no seek bar. */
  live: boolean;
  /** False hides the control bar (the big play button and taps still play and pause). */
  controlBar: boolean;
  /** True when a tap started it (it plays at once); false waits for `start` (autoplay). */
  playing: boolean;
}

/**
 * Loads video.js (with its streaming engine) and its CSS, only when a stream the browser cannot play
 * by itself is to play, and starts it inside `host`, which React leaves empty.
 */
export async function loadStreamingPlayer(
  host: HTMLElement,
  src: string,
  poster: string | undefined,
  { live, controlBar, playing }: StreamingOptions,
): Promise<StreamingPlayer> {
  const [{ default: videojs }] = await Promise.all([import('video.js'), loadVideoJsStyle()]);
  const element = document.createElement('video');
  element.className = 'video-js vjs-big-play-centered bc-video__videojs';
  element.setAttribute('playsinline', '');
  host.appendChild(element);
  const player = videojs(element, {
    controls: true,
    autoplay: playing,
    preload: 'auto',
    fill: true,
    playsinline: true,
    liveui: live,
    ...(!controlBar
      ? { controlBar: false }
      : live
        ? { controlBar: { progressControl: false } }
        : {}),
    // video.js's HLS engine wherever Media Source Extensions exist (Safari keeps its own player).
    html5: { vhs: { overrideNative: !videojs.browser.IS_ANY_SAFARI } },
    ...(poster ? { poster } : {}),
    sources: [{ src, type: HLS_TYPE }],
  });
  const start = (muted: boolean) => {
    player.muted(muted);
    void player.play()?.catch((error: unknown) => {
      if (!muted && refused(error)) start(true);
    });
  };
  return {
    start,
    pause: () => player.pause(),
    onPlay: (listener) => player.on('play', listener),
    onError: (listener) => player.on('error', listener),
    dispose: () => player.dispose(),
  };
}
