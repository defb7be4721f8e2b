import { text } from './primitives.ts';

/**
 * A place on the map (spec §3 Location) as `common/locationTxaddr` answers it for an address
 * (assumed, docs/local-gateway.md): where a meeting's venue is, for the map it opens (zoom 15, R9.16).
 */
export const locationSchema = {
  type: 'object',
  required: ['latitude', 'longitude'],
  properties: {
    latitude: {
      type: 'number',
      description: 'Latitude (GCJ-02, as WeChat and the map service use)',
    },
    longitude: { type: 'number', description: 'Longitude (GCJ-02)' },
    name: text("The place, shown as the map pin's title"),
    address: text('Its address, shown under the title'),
  },
} as const;
