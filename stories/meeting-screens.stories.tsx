import type { Meta, StoryObj } from '@storybook/react-vite';
import explanations from '../fixtures/screens/meeting-explanations.json';
import invitation51 from '../fixtures/screens/meeting-invitation-51.json';
import invitationProjects51 from '../fixtures/screens/meeting-invitation-51-projects.json';
import meeting3321 from '../fixtures/screens/meeting-3321.json';
import type { MeetingPage } from '../screens/meeting/load-meeting.ts';
import { meetingSignUpScreen } from '../screens/meeting/unicorn-meeting-signup.ts';
import { ScreenBody } from '../screens/shared/ScreenBody.tsx';
import type { Outcome } from '../screens/shared/screen.ts';
import { recordedAnswer } from './recorded-answer.ts';

const OPEN: MeetingPage = {
  meeting: recordedAnswer('conferenceMeetingDataFind', meeting3321),
  state: 'open',
  explanations: recordedAnswer('apiMeetingServiceGetMeetingExtendedExplainListBy', explanations),
};

const INVITATION = recordedAnswer('conferenceInvitationGetInvitationInfoById', invitation51);
const INVITED: MeetingPage = {
  ...OPEN,
  invitation: {
    invitation: INVITATION,
    projects: recordedAnswer(
      'conferenceInvitationSelectInvitationProjectList',
      invitationProjects51,
    ),
  },
};

/** unicorn-meeting-signup as ScreenBody shows it: ready in one of its states, loading, or failed. */
function MeetingSignUp({ outcome }: { outcome: Outcome<MeetingPage> | undefined }) {
  const invitationId =
    outcome?.status === 'ready' ? outcome.value.invitation?.invitation.id : undefined;
  return (
    <ScreenBody
      screen={meetingSignUpScreen}
      load={() => new Promise<never>(() => undefined)}
      initial={outcome}
      query={{
        isApp: false,
        preview: false,
        gray: false,
        mid: '3321',
        ...(invitationId ? { invitationId } : {}),
      }}
      search={`mid=3321&RegistereSource=11${invitationId ? `&invitationId=${invitationId}` : ''}`}
    />
  );
}

const meta = {
  title: 'Screens/Meeting sign-up',
  component: MeetingSignUp,
  parameters: { pageBackground: '#f5f6f8' },
} satisfies Meta<typeof MeetingSignUp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sign-up open: 报名中, the places taken, the deadline, three explanations. */
export const Open: Story = { args: { outcome: { status: 'ready', value: OPEN } } };
export const OpenAt320: Story = { ...Open, parameters: { frameWidth: 320 } };
/** Opened from an invitation (`invitationId`): who invites, their words, the projects they bring. */
export const Invited: Story = { args: { outcome: { status: 'ready', value: INVITED } } };
export const InvitedAt320: Story = { ...Invited, parameters: { frameWidth: 320 } };
/** An invitation that brings no projects: the invitation alone. */
export const InvitedWithoutProjects: Story = {
  args: {
    outcome: {
      status: 'ready',
      value: { ...OPEN, invitation: { invitation: INVITATION, projects: [] } },
    },
  },
};
/** Not open yet: when it opens. */
export const NotOpenYet: Story = {
  args: {
    outcome: {
      status: 'ready',
      value: {
        ...OPEN,
        state: 'upcoming',
        meeting: { ...OPEN.meeting, signUpStartTime: '2026-03-13 10:00:00' },
      },
    },
  },
};
/** Every place taken. */
export const Full: Story = {
  args: {
    outcome: {
      status: 'ready',
      value: { ...OPEN, state: 'full', meeting: { ...OPEN.meeting, quota: 30, signUpNum: 30 } },
    },
  },
};
/** Sign-up over; no explanations. */
export const Closed: Story = {
  args: { outcome: { status: 'ready', value: { ...OPEN, state: 'closed', explanations: [] } } },
};
/** The browser loading the page (a static host, a retry). */
export const Loading: Story = { args: { outcome: undefined } };
/** An unknown meeting: the service's message and 重试. */
export const NotFound: Story = {
  args: { outcome: { status: 'failed', message: '会议不存在: 9' } },
};
/** A failing call. */
export const Failed: Story = {
  args: { outcome: { status: 'failed', message: '网络不太顺畅，请检查网络后重试' } },
};
