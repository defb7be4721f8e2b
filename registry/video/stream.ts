/** The HLS media type; browsers without it built in need video.js's streaming engine. */
export const HLS_TYPE = 'application/x-mpegURL';

/**
 * Whether an address is an HLS stream (its path ends in .m3u8, whatever the query or hash) rather
 * than a file the browser plays by itself. (Not lib/media.ts's extensionOf: the article screen's
 * first load holds that module, and sharing it would cut a chunk out of this renderer's.)
 */
export function isStream(url: string): boolean {
  const path = url.trim().split(/[?#]/, 1)[0] ?? '';
  return path.toLowerCase().endsWith('.m3u8');
}

/** Whether this video element plays HLS by itself (Safari, iOS web views). */
export function playsHlsNatively(element: HTMLVideoElement): boolean {
  return element.canPlayType('application/vnd.apple.mpegurl') !== '';
}

/** Whether a play() failed because the browser refuses to start it without a tap (or with sound). */
export function refused(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'NotAllowedError';
}
