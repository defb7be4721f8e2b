/** R5.16: the weight of one character: above code 255 counts 2, others 1. */
function weight(character: string): number {
  return (character.codePointAt(0) ?? 0) > 255 ? 2 : 1;
}

/** R5.16 text length: a character above code 255 (Chinese, emoji) counts 2, others 1. */
export function textLength(text: string | null | undefined): number {
  let length = 0;
  for (const character of text ?? '') length += weight(character);
  return length;
}

/**
 * R5.16 truncate: keeps the longest start whose text length is at most `limit` and adds the
 * ellipsis when anything was cut; a text within the limit is returned whole.
 */
export function truncate(text: string | null | undefined, limit: number, ellipsis = '…'): string {
  const whole = text ?? '';
  if (textLength(whole) <= limit) return whole;
  let kept = '';
  let length = 0;
  for (const character of whole) {
    length += weight(character);
    if (length > limit) break;
    kept += character;
  }
  return kept + ellipsis;
}

/** R5.21: a city name without its trailing 市 (上海市 → 上海); empty input gives ''. */
export function cityName(name: string | null | undefined): string {
  return (name ?? '').trim().replace(/市$/, '');
}
