/**
 * China's GCJ-02 datum (the coordinates China's map services answer) to WGS-84 (the datum of GPS
 * and of open world maps). GCJ-02 is WGS-84 moved by a published, deterministic offset of a few
 * hundred metres; the offset is applied only inside China's box, so a point outside it is WGS-84
 * already and passes through. Going back has no closed form: the WGS-84 point whose offset lands
 * on the given one is found by a few fixed-point steps (well under a metre).
 */

/** The ellipsoid the offset is defined on (Krasovsky 1940): semi-major axis and eccentricity². */
const AXIS = 6378245;
const ECCENTRICITY_SQUARED = 0.006693421622965943;
/** Stop refining once a step moves less than this (degrees, about a centimetre). */
const CLOSE_ENOUGH = 1e-7;
const MAX_STEPS = 10;

/** A point as latitude and longitude in degrees. */
export interface LatLng {
  latitude: number;
  longitude: number;
}

/** The box GCJ-02 applies in; outside it the two datums agree. */
export function inChina({ latitude, longitude }: LatLng): boolean {
  return longitude >= 72.004 && longitude <= 137.8347 && latitude >= 0.8293 && latitude <= 55.8271;
}

function waves(x: number, y: number, scales: readonly [number, number, number, number]): number {
  const [a, b, c, d] = scales;
  return (
    ((20 * Math.sin(6 * x * Math.PI) + 20 * Math.sin(2 * x * Math.PI)) * 2) / 3 +
    ((a * Math.sin(y * Math.PI) + b * Math.sin((y / 3) * Math.PI)) * 2) / 3 +
    ((c * Math.sin((y / 12) * Math.PI) + d * Math.sin((y / 30) * Math.PI)) * 2) / 3
  );
}

/** The GCJ-02 offset at a WGS-84 point, in degrees. */
function offset({ latitude, longitude }: LatLng): LatLng {
  const x = longitude - 105;
  const y = latitude - 35;
  const root = Math.sqrt(Math.abs(x));
  const northMetres =
    -100 + 2 * x + 3 * y + 0.2 * y * y + 0.1 * x * y + 0.2 * root + waves(x, y, [20, 40, 160, 320]);
  const eastMetres =
    300 + x + 2 * y + 0.1 * x * x + 0.1 * x * y + 0.1 * root + waves(x, x, [20, 40, 150, 300]);
  const radians = (latitude / 180) * Math.PI;
  const magic = 1 - ECCENTRICITY_SQUARED * Math.sin(radians) ** 2;
  const sqrtMagic = Math.sqrt(magic);
  return {
    latitude:
      (northMetres * 180) / (((AXIS * (1 - ECCENTRICITY_SQUARED)) / (magic * sqrtMagic)) * Math.PI),
    longitude: (eastMetres * 180) / ((AXIS / sqrtMagic) * Math.cos(radians) * Math.PI),
  };
}

/** A WGS-84 point in GCJ-02 (the map services' datum); outside China, unchanged. */
export function wgs84ToGcj02(point: LatLng): LatLng {
  if (!inChina(point)) return point;
  const moved = offset(point);
  return {
    latitude: point.latitude + moved.latitude,
    longitude: point.longitude + moved.longitude,
  };
}

/** A GCJ-02 point (a map service's answer) in WGS-84, for a world map; outside China, unchanged. */
export function gcj02ToWgs84(point: LatLng): LatLng {
  if (!inChina(point)) return point;
  let guess = point;
  for (let step = 0; step < MAX_STEPS; step += 1) {
    const there = wgs84ToGcj02(guess);
    const north = there.latitude - point.latitude;
    const east = there.longitude - point.longitude;
    guess = { latitude: guess.latitude - north, longitude: guess.longitude - east };
    if (Math.abs(north) < CLOSE_ENOUGH && Math.abs(east) < CLOSE_ENOUGH) break;
  }
  return guess;
}
