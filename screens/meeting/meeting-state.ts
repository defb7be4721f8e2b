import { parseChinaTime } from '../../lib/china-time.ts';
import type { Meeting } from '../../schemas/meeting.ts';

/**
 * Where a meeting's sign-up stands for everyone (docs/conference.md): not open yet, open, full, or
 * closed. The visitor's own states (not logged in, already signed up) come on top after hydration.
 */
export type MeetingState = 'upcoming' | 'open' | 'full' | 'closed';

function timeOf(text: string | undefined): number | undefined {
  return parseChinaTime(text)?.getTime();
}

/**
 * The sign-up state at `now`: closed once sign-up has ended (at the meeting's start when no end is
 * given), not open yet before it starts, full when every place is taken, else open.
 */
export function meetingState(meeting: Meeting, now: number): MeetingState {
  const ends = timeOf(meeting.signUpEndTime) ?? timeOf(meeting.meetingStartTime);
  if (ends !== undefined && now >= ends) return 'closed';
  const opens = timeOf(meeting.signUpStartTime);
  if (opens !== undefined && now < opens) return 'upcoming';
  const quota = meeting.quota ?? 0;
  if (quota > 0 && (meeting.signUpNum ?? 0) >= quota) return 'full';
  return 'open';
}
