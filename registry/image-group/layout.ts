import { DESIGN_WIDTH } from '../../lib/image.ts';

/** More columns than this would make tap targets too small to hit; the CMS never asks for it. */
const MAX_PER_ROW = 6;

/**
 * How many pictures share a row: `picWidth` is each picture's width on the 750 design width, so
 * 750 (or absent) is full width, 375 two per row, 250 three per row: floor(750 / picWidth).
 */
export function picturesPerRow(picWidth: number | undefined): number {
  if (picWidth === undefined || picWidth <= 0 || picWidth >= DESIGN_WIDTH) return 1;
  return Math.min(MAX_PER_ROW, Math.floor(DESIGN_WIDTH / picWidth));
}
