import type { QueuedAnalytics } from './analytics.ts';
import type { QueuedReporter } from './error-reporting.ts';
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

/** The page's part as `createPlatform` makes it: with the queues the senders start from. */
export interface PagePart extends PagePlatform {
  analytics: QueuedAnalytics;
  errors: QueuedReporter;
}
