import type { ApiClient } from '../../api/client.ts';
import type { QueryParams } from '../../lib/query.ts';
import type { Meeting, MeetingExplanation } from '../../schemas/meeting.ts';
import { missingId, optional, required } from '../shared/load.ts';
import { loadInvitation, type ShownInvitation } from './load-invitation.ts';
import { meetingState, type MeetingState } from './meeting-state.ts';

/** What unicorn-meeting-signup shows to everyone (the visitor's own state fills in after hydration). */
export interface MeetingPage {
  meeting: Meeting;
  /** The sign-up state when the page was loaded; the server render and hydration agree on it. */
  state: MeetingState;
  /** The explanations under the meeting; none when the call failed. */
  explanations: MeetingExplanation[];
  /** The invitation the page was opened from (`invitationId`), when it is known and for this meeting. */
  invitation?: ShownInvitation;
}

/**
 * unicorn-meeting-signup's data: the meeting (the page cannot do without it: an unknown id is the
 * service's 404 and its message) and beside it its explanations (`IsForManage=0`: what visitors
 * read) and, opened from one, the invitation and its projects, asked at once; the state is decided
 * here, once, at the time of loading.
 */
export async function loadMeetingPage(
  api: ApiClient,
  query: QueryParams,
  signal?: AbortSignal,
): Promise<MeetingPage> {
  const mid = query.mid;
  if (mid === undefined) throw missingId('会议编号');
  const aborting = signal ? { signal } : {};
  const meeting = required(api, 'conferenceMeetingDataFind', { params: { id: mid }, ...aborting });
  const explanations = optional(
    api,
    'apiMeetingServiceGetMeetingExtendedExplainListBy',
    { query: { Mid: mid, IsForManage: 0 }, ...aborting },
    [],
  );
  const invitation = query.invitationId
    ? loadInvitation(api, mid, query.invitationId, signal)
    : Promise.resolve(undefined);
  const loaded = await meeting;
  const shown = await invitation;
  return {
    meeting: loaded,
    state: meetingState(loaded, Date.now()),
    explanations: await explanations,
    ...(shown ? { invitation: shown } : {}),
  };
}
