/** Spec §9 (R9.16): the map opens at zoom 15, in WeChat's map (`scale`) and the map link alike. */
export const MAP_ZOOM = 15;

/** A place to show on a map (spec §3 Location). */
export interface MapLocation {
  latitude: number;
  longitude: number;
  name?: string;
  address?: string;
}

/**
 * The map link outside WeChat: the place pinned at zoom 15 on a public web map that every browser
 * opens without a key or an app (docs/conference.md: the coordinates are the map service's GCJ-02,
 * so the pin may sit a few hundred metres off on this WGS-84 map).
 */
export function mapLink({ latitude, longitude }: MapLocation): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=${MAP_ZOOM}/${latitude}/${longitude}`;
}
