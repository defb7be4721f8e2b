import { describe, expect, test } from 'vitest';
import { gcj02ToWgs84, inChina, wgs84ToGcj02 } from './gcj02.ts';

/**
 * Published reference pairs (the eviltransform project's test points: WGS-84, then GCJ-02). A
 * metre is about 0.00001°; the tolerance is a tenth of that.
 */
const REFERENCE = [
  ['Shanghai', 31.1774276, 121.5272106, 31.17530398364597, 121.531541859215],
  ['Shenzhen', 22.543847, 113.912316, 22.540796131694766, 113.9171764808363],
  ['Beijing', 39.911954, 116.377817, 39.91334545536069, 116.38404722455657],
] as const;
const TOLERANCE_DEGREES = 1e-6;

function expectNear(actual: { latitude: number; longitude: number }, lat: number, lng: number) {
  expect(Math.abs(actual.latitude - lat)).toBeLessThan(TOLERANCE_DEGREES);
  expect(Math.abs(actual.longitude - lng)).toBeLessThan(TOLERANCE_DEGREES);
}

describe('GCJ-02 and WGS-84', () => {
  test.each(REFERENCE)('%s: WGS-84 to GCJ-02 as published', (_city, wLat, wLng, gLat, gLng) => {
    expectNear(wgs84ToGcj02({ latitude: wLat, longitude: wLng }), gLat, gLng);
  });

  test.each(REFERENCE)('%s: GCJ-02 back to WGS-84', (_city, wLat, wLng, gLat, gLng) => {
    expectNear(gcj02ToWgs84({ latitude: gLat, longitude: gLng }), wLat, wLng);
  });

  test('the offset is a few hundred metres in China, so the conversion matters', () => {
    const [, , , gLat, gLng] = REFERENCE[2];
    const wgs = gcj02ToWgs84({ latitude: gLat, longitude: gLng });
    expect(Math.abs(wgs.longitude - gLng)).toBeGreaterThan(0.005);
  });

  test.each([
    ['Paris', 48.8584, 2.2945],
    ['Tokyo', 35.6586, 139.7454],
    ['Sydney', -33.8568, 151.2153],
    ['Null Island', 0, 0],
  ])('outside China (%s) a point passes through unchanged', (_place, latitude, longitude) => {
    expect(inChina({ latitude, longitude })).toBe(false);
    expect(gcj02ToWgs84({ latitude, longitude })).toEqual({ latitude, longitude });
    expect(wgs84ToGcj02({ latitude, longitude })).toEqual({ latitude, longitude });
  });
});
