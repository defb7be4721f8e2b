import type { Meeting } from '../../schemas/meeting.ts';
import { SignUpBlock } from './SignUpBlock.tsx';
import { useMeetingSignUp } from './use-meeting-sign-up.ts';

/** The sign-up block of an open meeting for this visitor (its own chunk, MeetingSignUp.tsx). */
export default function OpenSignUp({
  meeting,
  invitationId,
}: {
  meeting: Meeting;
  invitationId?: string;
}) {
  return <SignUpBlock meeting={meeting} signUp={useMeetingSignUp(meeting.id, invitationId)} />;
}
