import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiProvider } from '../api/use-api.tsx';
import recorded from '../fixtures/screens/conference-list.json';
import { readQuery } from '../lib/query.ts';
import type { Envelope } from '../lib/wire.ts';
import { conferenceListScreen } from '../screens/meeting/conference-list.ts';
import type { ConferenceListValue, ShownMeeting } from '../screens/meeting/load-conference-list.ts';
import type { MeetingState } from '../screens/meeting/meeting-state.ts';
import { listPage } from '../screens/site/list-page.ts';
import { ScreenBody } from '../screens/shared/ScreenBody.tsx';
import type { Outcome } from '../screens/shared/screen.ts';
import { fixtureApi } from './fixture-api.ts';
import { recordedAnswer } from './recorded-answer.ts';
import { withFormServices } from './sign-up-form-fakes.tsx';

const STATES: MeetingState[] = ['open', 'upcoming', 'full', 'closed'];
/** 2026-03-10 12:00:00 in China: the recorded atmosphere's lines are 2, 6 and 100 minutes old. */
const NOW = Date.UTC(2026, 2, 10, 4, 0, 0);
const page = recordedAnswer('conferenceActivitySearch', recorded.page);
const shown: ShownMeeting[] = (page.records ?? []).map((meeting, index) => ({
  meeting,
  state: STATES[index] ?? 'open',
}));
const READY: ConferenceListValue = {
  first: listPage(page, 1, shown),
  filters: recordedAnswer('conferenceActivityFiltersAll', recorded.filters),
  board: recordedAnswer('conferenceActivityDataBoard', recorded.board),
  atmosphere: { lines: recordedAnswer('commonDictQueryAtmosphere', recorded.atmosphere), at: NOW },
};

/** The client's answers: the visitor's reminders (3322 when `reminded`), else the recorded page. */
function answers(reminded: boolean) {
  return fixtureApi((name, options) => {
    if (name !== 'conferenceActivitySearch')
      return { code: 1, message: '成功', data: { isRemind: 1 } };
    if (!(options?.body as { reminded?: number } | undefined)?.reminded)
      return recorded.page as Envelope;
    const mine = reminded ? [recorded.page.data.records[1]] : [];
    return { code: 1, message: '成功', data: { records: mine, total: mine.length } };
  });
}

/** conference-list.html as ScreenBody shows it: ready, loading, or failed. */
function ConferenceList({
  outcome,
  reminded = false,
}: {
  outcome: Outcome<ConferenceListValue> | undefined;
  reminded?: boolean;
}) {
  return (
    <ApiProvider client={answers(reminded)}>
      <ScreenBody
        screen={conferenceListScreen}
        load={() => new Promise<never>(() => undefined)}
        initial={outcome}
        query={readQuery('')}
        search=""
      />
    </ApiProvider>
  );
}

const meta = {
  title: 'Screens/Conference list',
  component: ConferenceList,
  decorators: [withFormServices],
  args: { outcome: { status: 'ready', value: READY } },
} satisfies Meta<typeof ConferenceList>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A visitor: the board, the atmosphere's lines (one at a time, moving up; 暂停滚动 stops them), the
 * filters, one meeting of each state; 提醒我 logs in first.
 */
export const Meetings: Story = {};
export const MeetingsAt320: Story = { parameters: { frameWidth: 320 } };
/** Logged in with a reminder set: 已提醒 on the forum not open yet. */
export const Reminded: Story = {
  args: { reminded: true },
  parameters: { forms: { loggedIn: true } },
};
/** The filters and the data board failed: the meetings alone. */
export const WithoutFiltersAndBoard: Story = {
  args: { outcome: { status: 'ready', value: { ...READY, filters: undefined, board: undefined } } },
};
/** No atmosphere line yet: the block is left out, nothing else moves. */
export const AtmosphereNone: Story = {
  args: { outcome: { status: 'ready', value: { ...READY, atmosphere: { lines: [], at: NOW } } } },
};
/** The atmosphere's call failed: the loader keeps no line, so the block is simply left out. */
export const AtmosphereFailed: Story = {
  args: { outcome: { status: 'ready', value: { ...READY, atmosphere: { lines: [], at: NOW } } } },
};
/** No meeting yet. */
export const Empty: Story = {
  args: {
    outcome: {
      status: 'ready',
      value: { ...READY, first: listPage({ records: [], total: 0 }, 1, []) },
    },
  },
};
/** The browser loading the page (a static host, a retry). */
export const Loading: Story = { args: { outcome: undefined } };
/** The meetings' call failed: its message and 重试. */
export const Failed: Story = {
  args: { outcome: { status: 'failed', message: '网络不太顺畅，请检查网络后重试' } },
};
