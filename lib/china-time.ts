import { parseDate, relativeTime, type TimeInput } from './time.ts';

const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;
const PLATFORM_TIME = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * A time as the platform writes it (`yyyy-MM-dd HH:mm:ss`, China time, UTC+8) as a moment, the same
 * on a page server in any zone and in any visitor's browser; a timestamp, or a string with its own
 * zone, is read as it says (R5.21 for the rest). Invalid or empty input gives null.
 */
export function parseChinaTime(input: TimeInput): Date | null {
  const match = typeof input === 'string' ? PLATFORM_TIME.exec(input.trim()) : null;
  if (!match) return parseDate(input);
  const [year = 0, month = 1, day = 1, hours = 0, minutes = 0, seconds = 0] = match
    .slice(1)
    .map((part) => (part === undefined ? 0 : Number(part)));
  const ms = Date.UTC(year, month - 1, day, hours, minutes, seconds);
  return Number.isNaN(ms) ? null : new Date(ms - CHINA_OFFSET_MS);
}

/**
 * R5.22 relative time of a platform time at `now`; where it falls back to the date, the date is the
 * one in China, so the page server and the browser write the same.
 */
export function chinaRelativeTime(input: TimeInput, now: number): string {
  const date = parseChinaTime(input);
  const label = relativeTime(date, now);
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(label)) return label;
  return new Date(date.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}
