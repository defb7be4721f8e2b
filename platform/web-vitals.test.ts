import { describe, expect, test, vi } from 'vitest';
import type { Metric } from 'web-vitals';
import { reportWebVitals, VITALS_EVENT, type WebVitals } from './web-vitals.ts';

function fakeVitals() {
  const listeners: ((metric: Metric) => void)[] = [];
  const on = <M extends Metric>(listener: (metric: M) => void) =>
    void listeners.push(listener as (metric: Metric) => void);
  const vitals: WebVitals = { onCLS: on, onFCP: on, onINP: on, onLCP: on, onTTFB: on };
  const emit = (name: Metric['name'], value: number) => {
    for (const listener of listeners)
      listener({ name, value, rating: 'good', navigationType: 'navigate' } as Metric);
  };
  return { vitals, listeners, emit };
}

describe('real-user metrics through the analytics adapter', () => {
  test('a sampled visit listens to LCP, INP, CLS, FCP and TTFB and tracks each as WebVitals', async () => {
    const { vitals, listeners, emit } = fakeVitals();
    const track = vi.fn();
    await reportWebVitals({
      analytics: { track },
      sampleRate: 0.1,
      random: () => 0.05,
      load: () => Promise.resolve(vitals),
    });
    expect(listeners).toHaveLength(5);
    listeners.length = 1;
    emit('LCP', 1234.56);
    expect(track).toHaveBeenCalledWith(VITALS_EVENT, {
      metric_name: 'LCP',
      metric_value: 1235,
      metric_rating: 'good',
      navigation_type: 'navigate',
    });
  });

  test('CLS keeps three decimals', async () => {
    const { vitals, listeners, emit } = fakeVitals();
    const track = vi.fn();
    await reportWebVitals({
      analytics: { track },
      sampleRate: 1,
      load: () => Promise.resolve(vitals),
    });
    listeners.length = 1;
    emit('CLS', 0.012345);
    expect(track.mock.calls[0]?.[1]).toMatchObject({ metric_name: 'CLS', metric_value: 0.012 });
  });

  test.each([
    ['a visit outside the sample', 0.1, 0.5],
    ['a sample rate of 0 (reporting off)', 0, 0],
  ])('%s loads nothing and sends nothing', async (_name, sampleRate, draw) => {
    const load = vi.fn();
    await reportWebVitals({ analytics: { track: vi.fn() }, sampleRate, random: () => draw, load });
    expect(load).not.toHaveBeenCalled();
  });
});
