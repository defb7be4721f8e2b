import { extensionOf } from '../../lib/media.ts';

/** The HLS media type; browsers without it built in need video.js's streaming engine. */
export const HLS_TYPE = 'application/x-mpegURL';

/** Whether an address is an HLS stream (m3u8) rather than a file the browser plays by itself. */
export function isStream(url: string): boolean {
  return extensionOf(url) === 'm3u8';
}

/** Whether this video element plays HLS by itself (Safari, iOS web views). */
export function playsHlsNatively(element: HTMLVideoElement): boolean {
  return element.canPlayType('application/vnd.apple.mpegurl') !== '';
}
