import { parseChinaTime } from '../../lib/china-time.ts';

const CHINA_OFFSET_MS = 8 * 3600_000;

/**
 * `MM月DD日 HH:mm` of a platform time, in China time whatever the visitor's zone, so the page
 * server and the hydrating browser write the same; '' when it does not parse.
 */
export function shortTime(input: string | undefined): string {
  const date = parseChinaTime(input);
  if (!date) return '';
  const china = new Date(date.getTime() + CHINA_OFFSET_MS).toISOString();
  return `${china.slice(5, 7)}月${china.slice(8, 10)}日 ${china.slice(11, 16)}`;
}
