const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

/** A moment as the platform writes it: `yyyy-mm-dd hh:mm:ss` in China time (UTC+8). */
export function chinaTime(ms: number): string {
  return new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** The China-time date as `yyyymmdd` (upload folders). */
export function chinaDay(ms: number): string {
  return chinaTime(ms).slice(0, 10).replaceAll('-', '');
}
