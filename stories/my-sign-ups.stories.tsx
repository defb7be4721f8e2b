import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiProvider } from '../api/use-api.tsx';
import mySignUps from '../fixtures/screens/my-sign-ups.json';
import { readQuery } from '../lib/query.ts';
import type { Envelope } from '../lib/wire.ts';
import { mySignUpsScreen } from '../screens/meeting/my-sign-ups.ts';
import { fixtureApi } from './fixture-api.ts';
import { withFormServices } from './sign-up-form-fakes.tsx';

/** What the story's `mySignUpDataPage` answers: a page, a failure, or nothing yet (undefined). */
type Answered = Envelope | undefined;

const FAILED: Envelope = { code: 500, data: null, message: '服务繁忙，请稍后再试' };
const EMPTY: Envelope = { code: 1, message: '成功', data: { records: [], total: 0 } };

/** my-sign-ups.html's body over a client answering every page with `answered`. */
function MySignUps({ answered }: { answered: Answered }) {
  const { Screen } = mySignUpsScreen;
  return (
    <ApiProvider client={fixtureApi(() => answered)}>
      <Screen value={null} query={readQuery('')} search="" />
    </ApiProvider>
  );
}

const meta = {
  title: 'Screens/My sign-ups',
  component: MySignUps,
  decorators: [withFormServices],
  parameters: { forms: { loggedIn: true } },
  args: { answered: mySignUps as Envelope },
} satisfies Meta<typeof MySignUps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Logged in: the visitor's sign-ups, newest first, to the visible end. */
export const SignUps: Story = {};
export const SignUpsAt320: Story = { parameters: { frameWidth: 320 } };
/** Not logged in: login first (the login popup opens from 登录). */
export const NotLoggedIn: Story = { parameters: { forms: { loggedIn: false } } };
/** Logged in, the first page on its way (the server's shell looks the same). */
export const Loading: Story = { args: { answered: undefined } };
/** Logged in, no sign-ups yet. */
export const Empty: Story = { args: { answered: EMPTY } };
/** The call failed: its message and 重试. */
export const Failed: Story = { args: { answered: FAILED } };
