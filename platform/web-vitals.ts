import type { Metric } from 'web-vitals';
import type { Analytics } from './analytics.ts';

/** The part of `web-vitals` used here. */
export type WebVitals = Pick<
  typeof import('web-vitals'),
  'onCLS' | 'onFCP' | 'onINP' | 'onLCP' | 'onTTFB'
>;

/** The analytics event real-user metrics are sent as. */
export const VITALS_EVENT = 'WebVitals';

/** web-vitals (2 kB gzip), imported only on a sampled visit, after the first paint. */
const loadWebVitals = (): Promise<WebVitals> => import('web-vitals');

export interface WebVitalsOptions {
  analytics: Pick<Analytics, 'track'>;
  /** The share of visits that report, 0–1 (the deployment's `vitalsSampleRate`). */
  sampleRate: number;
  random?: () => number;
  load?: () => Promise<WebVitals>;
}

/**
 * Real-user metrics (issue 9): LCP, INP, CLS, FCP and TTFB of a sampled share of visits, each sent
 * once final as a `WebVitals` event through the analytics adapter. The browser keeps the paint
 * entries, so starting after the first paint loses nothing. Resolves once the listeners are set.
 */
export async function reportWebVitals({
  analytics,
  sampleRate,
  random = Math.random,
  load = loadWebVitals,
}: WebVitalsOptions): Promise<void> {
  if (!(random() < sampleRate)) return;
  const vitals = await load();
  const send = (metric: Metric) =>
    analytics.track(VITALS_EVENT, {
      metric_name: metric.name,
      // CLS is a unitless score; the others are milliseconds.
      metric_value:
        Math.round(metric.value * (metric.name === 'CLS' ? 1000 : 1)) /
        (metric.name === 'CLS' ? 1000 : 1),
      metric_rating: metric.rating,
      navigation_type: metric.navigationType,
    });
  vitals.onLCP(send);
  vitals.onINP(send);
  vitals.onCLS(send);
  vitals.onFCP(send);
  vitals.onTTFB(send);
}
