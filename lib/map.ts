import { gcj02ToWgs84 } from './gcj02.ts';

/** Spec §9 (R9.16): the map opens at zoom 15, in WeChat's map (`scale`) and the map link alike. */
export const MAP_ZOOM = 15;

/** A place to show on a map (spec §3 Location), in GCJ-02 as the map service answers it. */
export interface MapLocation {
  latitude: number;
  longitude: number;
  name?: string;
  address?: string;
}

/** Degrees to six places (about 0.1 m), without trailing zeros. */
const degrees = (value: number) => String(Number(value.toFixed(6)));

/**
 * The map link outside WeChat: the place pinned at zoom 15 on a public web map that every browser
 * opens without a key or an app. That map is WGS-84 and the service's coordinates are GCJ-02 (China's
 * datum, a few hundred metres off), so they are converted first (lib/gcj02.ts; outside China they
 * pass through). WeChat's own map takes GCJ-02 as it is.
 */
export function mapLink(location: MapLocation): string {
  const wgs = gcj02ToWgs84(location);
  const latitude = degrees(wgs.latitude);
  const longitude = degrees(wgs.longitude);
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=${MAP_ZOOM}/${latitude}/${longitude}`;
}
