import type { ScreenProps } from '../shared/screen.ts';
import type { MeetingPage } from './load-meeting.ts';
import { MeetingExplanations } from './MeetingExplanations.tsx';
import { MeetingSignUp } from './MeetingSignUp.tsx';
import { MeetingSummary } from './MeetingSummary.tsx';
import './meeting.css';

/**
 * unicorn-meeting-signup's body once loaded: the meeting with its sign-up state, the sign-up form
 * while it is open, and the explanations.
 */
export function MeetingScreen({ value }: ScreenProps<MeetingPage>) {
  return (
    <main className="bc-meeting">
      <MeetingSummary meeting={value.meeting} state={value.state} />
      <MeetingSignUp meeting={value.meeting} state={value.state} />
      <MeetingExplanations explanations={value.explanations} />
    </main>
  );
}
