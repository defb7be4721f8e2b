const MINUTE_MS = 60_000;

/** A platform time (China time, `yyyy-MM-dd HH:mm:ss`) `minutes` from now: a story's window. */
export function chinaTimeIn(minutes: number): string {
  const china = new Date(Date.now() + minutes * MINUTE_MS + 8 * 60 * MINUTE_MS);
  return china.toISOString().slice(0, 19).replace('T', ' ');
}
