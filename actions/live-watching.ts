import type { AppOpening } from './app-opening.ts';

/**
 * Where a live room is watched: `here` on our own live-room page (a browser, WeChat's browser),
 * `handOver` in the host's own room (the app's native room through the bridge, the mini-program's
 * liveroom page), which `resolve()` opens for a `liveTap`. Read from how the host hands over
 * (./app-opening.ts), so a screen never names a host.
 */
export type LiveWatching = 'here' | 'handOver';

/** The one table of where each host watches a live room. */
export function liveWatchingFor(opening: AppOpening): LiveWatching {
  switch (opening) {
    case 'launch':
    case 'openInBrowser':
      return 'here';
    case 'fromStore':
    case 'inApp':
      return 'handOver';
    default:
      return opening satisfies never;
  }
}
