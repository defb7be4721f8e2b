/** Anything the server sends as a time: a date string, a millisecond timestamp (number or digits), or a Date. */
export type TimeInput = string | number | Date | null | undefined;

function valid(date: Date): Date | null {
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The engine's own string parser; replaceable so the fallback can be tested like older iOS Safari. */
export type DateStringParser = (text: string) => Date;

/**
 * R5.21: parses a time; when a string does not parse, dashes are replaced with slashes and it is
 * tried again (older iOS Safari rejects '2024-01-02 10:00:00'). Invalid or empty input gives null.
 */
export function parseDate(
  input: TimeInput,
  parse: DateStringParser = (text) => new Date(text),
): Date | null {
  if (input === null || input === undefined) return null;
  if (input instanceof Date) return valid(new Date(input.getTime()));
  if (typeof input === 'number') return Number.isFinite(input) ? valid(new Date(input)) : null;
  const text = input.trim();
  if (text === '') return null;
  if (/^\d{10,}$/.test(text)) return valid(new Date(Number(text)));
  return valid(parse(text)) ?? valid(parse(text.replace(/-/g, '/')));
}

const two = (value: number) => String(value).padStart(2, '0');

/** The tokens a pattern may hold, longest first; anything else is written as it is. */
const TOKENS = /YYYY|MM|DD|HH|mm|ss/g;

function format(date: Date, pattern: string): string {
  const parts: Record<string, string> = {
    YYYY: String(date.getFullYear()),
    MM: two(date.getMonth() + 1),
    DD: two(date.getDate()),
    HH: two(date.getHours()),
    mm: two(date.getMinutes()),
    ss: two(date.getSeconds()),
  };
  return pattern.replace(TOKENS, (token) => parts[token] ?? token);
}

/**
 * Formats a time in local time with a pattern of YYYY, MM, DD, HH, mm and ss (default
 * yyyy-mm-dd); invalid input gives ''. Six tokens need no date library on the first load.
 */
export function formatDate(input: TimeInput, pattern = 'YYYY-MM-DD'): string {
  const date = parseDate(input);
  return date ? format(date, pattern) : '';
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * R5.22 relative time: within a minute 刚刚; 1-59 minutes N分钟前; 1-23 hours N小时前; 1-6 days N天前;
 * 1-3 weeks N周前; 1-3 months of 30 days N月前; otherwise yyyy-mm-dd. Counts are whole units, cut
 * down, so 28-29 days and 4 months or more show the date. Future or invalid times give ''.
 */
export function relativeTime(input: TimeInput, now: number | Date = Date.now()): string {
  const date = parseDate(input);
  if (!date) return '';
  const diff = (typeof now === 'number' ? now : now.getTime()) - date.getTime();
  if (diff < 0) return '';
  if (diff < MINUTE) return '刚刚';
  if (diff < HOUR) return `${Math.floor(diff / MINUTE)}分钟前`;
  if (diff < DAY) return `${Math.floor(diff / HOUR)}小时前`;
  const days = Math.floor(diff / DAY);
  if (days <= 6) return `${days}天前`;
  if (days < 28) return `${Math.floor(days / 7)}周前`;
  if (days >= 30 && days < 120) return `${Math.floor(days / 30)}月前`;
  return format(date, 'YYYY-MM-DD');
}
