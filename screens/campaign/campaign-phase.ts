import { parseChinaTime } from '../../lib/china-time.ts';

/** Where a campaign stands on the server's clock: before its start, open, or over. */
export type CampaignPhase = 'notStarted' | 'open' | 'ended';

/** A campaign's window in milliseconds; an absent time leaves that side open. */
export interface CampaignWindow {
  start: number | null;
  end: number | null;
}

/** The window of a component's `startTime` and `endTime` (China time, as the platform writes them). */
export function windowOf(times: { startTime?: string; endTime?: string }): CampaignWindow {
  return {
    start: parseChinaTime(times.startTime)?.getTime() ?? null,
    end: parseChinaTime(times.endTime)?.getTime() ?? null,
  };
}

/** The phase at `now` (the server's time): open from its start (inclusive) to its end (exclusive). */
export function phaseAt(window: CampaignWindow, now: number): CampaignPhase {
  if (window.start !== null && now < window.start) return 'notStarted';
  if (window.end !== null && now >= window.end) return 'ended';
  return 'open';
}
