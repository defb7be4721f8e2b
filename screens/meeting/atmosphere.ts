import { chinaRelativeTime } from '../../lib/china-time.ts';
import type { AtmosphereLineAnswer } from '../../schemas/conference-list.ts';

/**
 * The atmosphere as the list's data holds it: the service's lines, newest first (none when the call
 * failed), and when they were asked, so the server's HTML and the hydrated page tell times alike.
 */
export interface AtmosphereValue {
  lines: readonly AtmosphereLineAnswer[];
  at: number;
}

/** A line of the atmosphere as the list shows it: `王**` and `刚刚预约了《…》`. */
export interface AtmosphereLine {
  name: string;
  /** When (relative to the page's load, so the server and the browser agree), what, which meeting. */
  deed: string;
}

/**
 * The atmosphere's lines (docs/conference.md) that say who and which meeting, their time told
 * relative to `now` (the load's, so the server's HTML and the hydrated page agree). Made in the
 * block's own chunk, so the list's first JavaScript does not carry it.
 */
export function atmosphereLines(
  answer: readonly AtmosphereLineAnswer[],
  now: number,
): AtmosphereLine[] {
  return answer.flatMap((line) => {
    const name = line.userName?.trim();
    const title = line.activityName?.trim();
    if (!name || !title) return [];
    const when = line.createTime ? chinaRelativeTime(line.createTime, now) : '';
    return [{ name, deed: `${when}${line.action?.trim() || '预约了'}《${title}》` }];
  });
}
