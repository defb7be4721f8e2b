import { HLS_TYPE } from './stream.ts';
import { loadVideoJsStyle } from './videojs-style.ts';

/** The little the page needs from a streaming player. */
export interface StreamingPlayer {
  pause(): void;
  onPlay(listener: () => void): void;
  onError(listener: () => void): void;
  dispose(): void;
}

/**
 * Loads video.js (with its streaming engine) and its CSS, only when a visitor pressed play on a
 * stream the browser cannot play by itself, and starts it inside `host`, which React leaves empty.
 * A live stream gets video.js's live controls (a 直播 mark and a jump to the live edge, no end).
 */
export async function loadStreamingPlayer(
  host: HTMLElement,
  src: string,
  poster: string | undefined,
  live = false,
): Promise<StreamingPlayer> {
  const [{ default: videojs }] = await Promise.all([import('video.js'), loadVideoJsStyle()]);
  const element = document.createElement('video');
  element.className = 'video-js vjs-big-play-centered bc-video__videojs';
  element.setAttribute('playsinline', '');
  host.appendChild(element);
  const player = videojs(element, {
    controls: true,
    autoplay: true,
    preload: 'auto',
    fill: true,
    playsinline: true,
    liveui: live,
    // video.js's HLS engine wherever Media Source Extensions exist (Safari keeps its own player).
    html5: { vhs: { overrideNative: !videojs.browser.IS_ANY_SAFARI } },
    ...(poster ? { poster } : {}),
    sources: [{ src, type: HLS_TYPE }],
  });
  return {
    pause: () => player.pause(),
    onPlay: (listener) => player.on('play', listener),
    onError: (listener) => player.on('error', listener),
    dispose: () => player.dispose(),
  };
}
