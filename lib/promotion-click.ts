import type { QueryParams } from './query.ts';

/** R9.15: gdt_vid and qz_gdt are platform 1, track_id platform 2; the first one present wins. */
export const CLICK_ID_PLATFORMS = [
  ['gdt_vid', 1],
  ['qz_gdt', 1],
  ['track_id', 2],
] as const;

/** The promotion click that brought the visitor, for the stay-consult payload. */
export function promotionClick(
  query: QueryParams,
): { clickId: string; platform: 1 | 2 } | undefined {
  for (const [key, platform] of CLICK_ID_PLATFORMS) {
    const clickId = query[key];
    if (clickId !== undefined) return { clickId, platform };
  }
  return undefined;
}
