import { describe, expect, test, vi } from 'vitest';
import { deploymentFrom } from '../lib/deployment.ts';
import { queuedAnalytics } from './analytics.ts';
import { createErrorReporter } from './error-reporting.ts';
import type { SensorsSdk } from './sensors-analytics.ts';
import { startSending } from './start-sending.ts';

function options() {
  const sent: string[] = [];
  const sdk: SensorsSdk = {
    init: () => void sent.push('init'),
    track: (event) => void sent.push(event),
    login: () => undefined,
    registerPage: () => undefined,
    quick: () => undefined,
  };
  const config = { ...deploymentFrom({}), errorReportUrl: '' };
  return {
    sent,
    loadSensors: vi.fn(() => Promise.resolve(sdk)),
    sending: {
      window: { location: { href: 'http://127.0.0.1/activity-page.html' } } as Window,
      config,
      secrets: () => [],
      log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() },
      errors: createErrorReporter({ deployment: config.name, endpoint: undefined }),
      analytics: queuedAnalytics(() => []),
    },
  };
}

describe('startSending', () => {
  test('starts once per page: a tap leaving before the first paint and the first paint share one adapter', async () => {
    const { sending, loadSensors, sent } = options();
    const attach = vi.spyOn(sending.analytics, 'attach');
    sending.analytics.track('BannerClick');
    const early = startSending({ ...sending, loadSensors });
    await early.flush();
    expect(sent).toEqual(['init', 'BannerClick']);
    expect(startSending({ ...sending, loadSensors })).toBe(early);
    expect(attach).toHaveBeenCalledTimes(1);
    expect(loadSensors).toHaveBeenCalledTimes(1);
  });

  test('with nothing tracked, its flush settles at once and Sensors is not even loaded', async () => {
    const { sending, loadSensors } = options();
    await startSending({ ...sending, loadSensors }).flush();
    expect(loadSensors).not.toHaveBeenCalled();
  });
});
