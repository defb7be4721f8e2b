import type { OwnKey, QueryParams } from '../../lib/query.ts';
import type { ScreenDefinition } from '../shared/screen.ts';
import { loadMeetingPage, type MeetingPage } from './load-meeting.ts';
import { INVITATION_PROJECTS_SOURCE } from './LazyInvitationProjects.tsx';
import { MeetingScreen } from './MeetingScreen.tsx';
import { SIGN_UP_SOURCE } from './MeetingSignUp.tsx';
import { MeetingSkeleton } from './MeetingSkeleton.tsx';
import { STATE_TEXT } from './meeting-text.ts';

const INVITATION_ID = 'invitationId' satisfies OwnKey;

/** Reads the page's own `invitationId` (docs/conference.md) into the shared reader's query. */
function readInvitationId(query: QueryParams, search: string): QueryParams {
  const invitationId = new URLSearchParams(search).get(INVITATION_ID)?.trim();
  return invitationId ? { ...query, invitationId } : query;
}

/**
 * unicorn-meeting-signup (spec §2: `mid`, `RegistereSource=11`), where image taps with jumpType 7
 * land (actions/resolve-image-tap.ts builds that address): one meeting and its sign-up; RegistereSource is
 * always 11 (R9.04), carried with the other parameters and sent as that constant. Opened from an
 * invitation it also reads `invitationId` (docs/conference.md). Its page view carries the meeting
 * activity fields of spec §3.
 */
export const meetingSignUpScreen: ScreenDefinition<MeetingPage> = {
  name: 'unicorn-meeting-signup',
  html: 'unicorn-meeting-signup.html',
  label: '会议报名',
  params: ['mid', 'invitationId'],
  ownQuery: readInvitationId,
  load: loadMeetingPage,
  title: ({ meeting }) => meeting.meetingName?.trim() || '会议报名',
  share: ({ meeting }) => ({
    title: meeting.meetingName?.trim() || '会议报名',
    ...(meeting.introduce?.trim() ? { desc: meeting.introduce.trim() } : {}),
    ...(meeting.coverImg ? { image: meeting.coverImg } : {}),
  }),
  pageView: ({ meeting, state }) => ({
    meeting_activity_id: meeting.id,
    ...(meeting.meetingName ? { meeting_activity_name: meeting.meetingName } : {}),
    meeting_activity_state: STATE_TEXT[state].badge,
  }),
  preload: ({ state, invitation }) => [
    ...(state === 'open' ? [SIGN_UP_SOURCE] : []),
    ...(invitation?.projects.length ? [INVITATION_PROJECTS_SOURCE] : []),
  ],
  Screen: MeetingScreen,
  Skeleton: MeetingSkeleton,
};
