import { describe, expect, test } from 'vitest';
import { gcj02ToWgs84 } from './gcj02.ts';
import { MAP_ZOOM, mapLink } from './map.ts';

describe('the map link outside WeChat', () => {
  test('R9.16 zoom 15; the venue’s GCJ-02 coordinates pinned in WGS-84, the open map’s datum', () => {
    const venue = { latitude: 31.2397, longitude: 121.4998 };
    const wgs = gcj02ToWgs84(venue);
    const url = new URL(mapLink(venue));
    expect(MAP_ZOOM).toBe(15);
    expect(url.hash).toBe(
      `#map=15/${url.searchParams.get('mlat')}/${url.searchParams.get('mlon')}`,
    );
    expect(Number(url.searchParams.get('mlat'))).toBeCloseTo(wgs.latitude, 6);
    expect(Number(url.searchParams.get('mlon'))).toBeCloseTo(wgs.longitude, 6);
    expect(url.searchParams.get('mlon')).not.toBe('121.4998');
  });

  test('a place outside China passes through as given', () => {
    expect(mapLink({ latitude: 48.8584, longitude: 2.2945 })).toBe(
      'https://www.openstreetmap.org/?mlat=48.8584&mlon=2.2945#map=15/48.8584/2.2945',
    );
  });
});
