import { HLS_TYPE } from './stream.ts';

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
 */
export async function loadStreamingPlayer(
  host: HTMLElement,
  src: string,
  poster: string | undefined,
): Promise<StreamingPlayer> {
  const [{ default: videojs }] = await Promise.all([
    import('video.js'),
    import('video.js/dist/video-js.css'),
  ]);
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
