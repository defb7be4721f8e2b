import type { Platform } from './platform.ts';

/**
 * The platform as the page holds it from its first line: the host, the analytics and error queues,
 * the toast; the adapters (links, the app's bridge, the mini-program, WeChat share, attribution)
 * load on first need, so the first paint and hydration carry none of them.
 */
export interface PagePlatform extends Pick<
  Platform,
  'host' | 'config' | 'search' | 'origin' | 'pathname' | 'analytics' | 'errors' | 'toast' | 'log'
> {
  /** The whole platform, its adapters loaded once (the first tap, the page's share setup, the app's login). */
  load(): Promise<Platform>;
}
