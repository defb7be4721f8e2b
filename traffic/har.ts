import type { fromTraffic } from '@mswjs/source/traffic';

/** A HAR 1.2 archive as `@mswjs/source` reads it (the browser's "Save all as HAR" and `npm run record`). */
export type Har = Parameters<typeof fromTraffic>[0];
/** One request and its answer in an archive. */
export type HarEntry = Har['log']['entries'][number];
/** A header, query parameter or cookie: a name and a value. */
export type HarPair = HarEntry['request']['headers'][number];

/** Reads an archive's text; throws with a plain message when it is not one. */
export function parseHar(text: string, name: string): Har {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new Error(`${name} is not JSON: ${(error as Error).message}`);
  }
  const entries = (parsed as { log?: { entries?: unknown } } | null)?.log?.entries;
  if (!Array.isArray(entries)) throw new Error(`${name} is not a HAR file (no log.entries)`);
  return parsed as Har;
}
