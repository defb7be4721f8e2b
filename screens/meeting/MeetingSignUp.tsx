import { lazy, Suspense } from 'react';
import type { Meeting } from '../../schemas/meeting.ts';
import { Skeleton } from '../../ui/Skeleton.tsx';
import type { MeetingState } from './meeting-state.ts';

/** The sign-up block's chunk (the form, its pickers, the face check), preloaded with an open meeting. */
export const SIGN_UP_SOURCE = 'screens/meeting/OpenSignUp.tsx';

// The form and its parts come in their own chunk: the server renders them in full and preloads
// the chunk (meetingSignUpScreen.preload), the browser keeps that HTML until it is in; a meeting
// that takes no sign-up never loads it.
const OpenSignUp = lazy(() => import('./OpenSignUp.tsx'));

/**
 * The sign-up block: an open meeting's form (OpenSignUp.tsx), which saves the invitation the page
 * was opened from once signed up; meetings not open show none.
 */
export function MeetingSignUp({
  meeting,
  state,
  invitationId,
}: {
  meeting: Meeting;
  state: MeetingState;
  invitationId?: string;
}) {
  if (state !== 'open') return null;
  return (
    <Suspense
      fallback={
        <div className="bc-meeting__panel">
          <Skeleton lines={6} />
        </div>
      }
    >
      <OpenSignUp meeting={meeting} {...(invitationId ? { invitationId } : {})} />
    </Suspense>
  );
}
