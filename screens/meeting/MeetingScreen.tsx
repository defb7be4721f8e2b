import type { ScreenProps } from '../shared/screen.ts';
import type { MeetingPage } from './load-meeting.ts';
import { LazyInvitationProjects } from './LazyInvitationProjects.tsx';
import { MeetingExplanations } from './MeetingExplanations.tsx';
import { MeetingInvitation } from './MeetingInvitation.tsx';
import { MeetingSignUp } from './MeetingSignUp.tsx';
import { MeetingSummary } from './MeetingSummary.tsx';
import './meeting.css';
// The invitation projects' rows load in a chunk of their own; their styles come with the page.
import './meeting-rows.css';

/**
 * unicorn-meeting-signup's body once loaded: the meeting with its sign-up state, the invitation it
 * was opened from, the sign-up form while it is open (saving the invitation once signed up), the
 * explanations, and the invitation's projects.
 */
export function MeetingScreen({ value, search }: ScreenProps<MeetingPage>) {
  const invitation = value.invitation;
  return (
    <main className="bc-meeting">
      <MeetingSummary meeting={value.meeting} state={value.state} />
      {invitation && <MeetingInvitation invitation={invitation.invitation} />}
      <MeetingSignUp
        meeting={value.meeting}
        state={value.state}
        {...(invitation ? { invitationId: invitation.invitation.id } : {})}
      />
      <MeetingExplanations explanations={value.explanations} />
      {invitation && <LazyInvitationProjects projects={invitation.projects} search={search} />}
    </main>
  );
}
