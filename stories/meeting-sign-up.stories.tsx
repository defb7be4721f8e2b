import type { Meta, StoryObj } from '@storybook/react-vite';
import meeting3321 from '../fixtures/screens/meeting-3321.json';
import { AreaPicker } from '../screens/meeting/AreaPicker.tsx';
import { FILLED_MEETING_INPUT, signUpState } from '../screens/meeting/sign-up-state.testing.ts';
import { SignUpBlock } from '../screens/meeting/SignUpBlock.tsx';
import type { FaceState } from '../screens/meeting/use-face.ts';
import { recordedAnswer } from './recorded-answer.ts';
import { withFormServices } from './sign-up-form-fakes.tsx';
import '../screens/meeting/meeting.css';

const MEETING = recordedAnswer('conferenceMeetingDataFind', meeting3321);

/** A drawn face, standing in for the visitor's photo. */
const PHOTO = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 150"><rect width="120" height="150" fill="#dbe7f5"/><ellipse cx="60" cy="70" rx="34" ry="42" fill="#f2c9a5"/></svg>',
)}`;

const filledWith = (face: FaceState['status']) =>
  signUpState({
    values: FILLED_MEETING_INPUT,
    agreed: true,
    face: { status: face, preview: PHOTO },
  });

const meta = {
  title: 'Screens/Meeting sign-up/Sign-up block',
  component: SignUpBlock,
  decorators: [
    withFormServices,
    // The page's frame and stylesheet (MeetingScreen), as the block sits in it.
    (Story) => (
      <main className="bc-meeting">
        <Story />
      </main>
    ),
  ],
  parameters: { pageBackground: '#f5f6f8' },
  args: { meeting: MEETING, signUp: signUpState({}) },
} satisfies Meta<typeof SignUpBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not logged in: the form, and 登录 beside the note (a submit logs in first). */
export const NotLoggedIn: Story = {
  args: { signUp: signUpState({ loggedIn: false, signedUp: 'unknown' }) },
};
/** Logged in, not signed up: the empty form. */
export const EmptyForm: Story = {};
export const EmptyFormAt320: Story = { parameters: { frameWidth: 320 } };
/** Filled in, a photo picked: checked at 提交. */
export const PhotoPicked: Story = { args: { signUp: filledWith('picked') } };
/** The face service checking the photo. */
export const FaceChecking: Story = { args: { signUp: filledWith('checking') } };
/** A face found: ready to send. */
export const FacePassed: Story = { args: { signUp: filledWith('passed') } };
/** No face in the photo. */
export const NoFace: Story = { args: { signUp: filledWith('noFace') } };
/** The photo could not be sent or checked. */
export const FaceCheckFailed: Story = { args: { signUp: filledWith('failed') } };
/** Sending: 已提交, disabled. */
export const Submitting: Story = {
  args: { signUp: { ...filledWith('passed'), submitting: true } },
};
/** Signed up: the 报名成功 dialog. */
export const Succeeded: Story = {
  args: { signUp: { ...filledWith('passed'), succeeded: true } },
};
/** Signed up already (found after the login, or on a later visit). */
export const SignedUpAlready: Story = { args: { signUp: signUpState({ signedUp: 'yes' }) } };

const area = (Id: string, Name: string) => ({ Id, Name });
const areas = (data: unknown) => ({ code: 1, data, message: '' });

/** The area cascade, provinces first; the other stories' picker. */
export const AreaCascade: StoryObj<typeof AreaPicker> = {
  render: () => <AreaPicker open onPick={() => undefined} onClose={() => undefined} />,
  parameters: {
    forms: {
      script: {
        apiMeetingUserServiceGetAreaByFid: [
          areas([area('110000', '北京市'), area('310000', '上海市'), area('440000', '广东省')]),
        ],
      },
    },
  },
};
/** A level that failed to load: 加载失败，点击重试. */
export const AreaCascadeFailed: StoryObj<typeof AreaPicker> = {
  ...AreaCascade,
  parameters: {
    forms: { script: { apiMeetingUserServiceGetAreaByFid: [new Error('offline')] } },
  },
};
/** A level still loading. */
export const AreaCascadeLoading: StoryObj<typeof AreaPicker> = {
  ...AreaCascade,
  parameters: {
    forms: {
      script: { apiMeetingUserServiceGetAreaByFid: [new Promise<never>(() => undefined)] },
    },
  },
};
