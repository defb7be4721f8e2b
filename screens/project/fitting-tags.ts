import { textLength, truncate } from '../../lib/text.ts';
import { MAX_PROJECT_TAGS } from '../../registry/project/ProjectCard.tsx';

/** The room a row of tags has, in CSS pixels, and what one tag costs besides its text. */
export interface TagRow {
  /** The row's width. */
  width: number;
  /** Pixels per R5.16 text-length unit (half the font size: a Chinese character counts 2). */
  unit: number;
  /** A tag's horizontal padding and borders together. */
  chrome: number;
  /** The space between two tags. */
  gap: number;
}

/**
 * The tag row of a 项目推荐 card at its narrowest, 320 px (ProjectRecommendations.css and layout 1 of registry/project/ProjectCard.css): the card's
 * text column is 320 − 2×12 (page) − 2×12 (panel) − 88 (cover) − 10 (gap) = 174 px, tags are 10 px
 * text with 2×4 px padding and 1 px borders, 4 px apart; 4 px are kept for Latin glyphs wider than
 * half an em. Every width up to 430 px has more room per unit (the sizes grow with the viewport).
 */
export const CARD_TAG_ROW: TagRow = { width: 170, unit: 5, chrome: 10, gap: 4 };

/**
 * R9.05 and R5.16: the card's tags that fit on one row, in order: trimmed, empty ones dropped, at
 * most three; the first tag is cut (with …) when even it alone is too long, and the row stops at
 * the first later tag that does not fit whole.
 */
export function fittingTags(tags: readonly string[] | undefined, row: TagRow): string[] {
  const fitting: string[] = [];
  let used = 0;
  for (const tag of (tags ?? []).map((each) => each.trim()).filter((each) => each !== '')) {
    if (fitting.length === MAX_PROJECT_TAGS) break;
    const before = fitting.length === 0 ? 0 : row.gap;
    const room = Math.floor((row.width - used - before - row.chrome) / row.unit);
    if (textLength(tag) <= room) {
      fitting.push(tag);
      used += before + row.chrome + textLength(tag) * row.unit;
      continue;
    }
    // truncate's limit excludes the ellipsis, which counts 2 units.
    if (fitting.length === 0 && room > 2) fitting.push(truncate(tag, room - 2));
    break;
  }
  return fitting;
}
