import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Envelope } from '../lib/wire.ts';
import type { CampaignPage } from '../screens/campaign/load-campaign.ts';
import type { Outcome } from '../screens/shared/screen.ts';
import { CampaignStory } from './campaign-story.tsx';
import { chinaTimeIn } from './china-time-in.ts';
import { fixtureApi } from './fixture-api.ts';
import { withFormServices } from './sign-up-form-fakes.tsx';

const DAY_MINUTES = 24 * 60;

const CANDIDATES = [
  {
    projectId: '9501',
    projectName: '县域冷链物流',
    logo: 'campaign/vote-coldchain.jpg',
    intro: '县域冷链物流一站式解决方案，覆盖 200 余个县城',
    votes: 1286,
  },
  {
    projectId: '9502',
    projectName: '智慧农业云平台',
    logo: 'campaign/vote-agri.jpg',
    intro: '数字化种植管理，帮助合作社增收 30%',
    votes: 1024,
  },
  {
    projectId: '9503',
    projectName: '社区康养驿站（一个名字很长很长的候选项目，看它在窄屏上如何换行）',
    logo: 'campaign/vote-care.jpg',
    intro: '家门口的养老服务，已落地 58 个社区',
    votes: 873,
  },
];

/** The vote's page, open from `start` to `end` minutes from now. */
function page(start = -60, end = 7 * DAY_MINUTES): CampaignPage {
  return {
    kind: 'vote',
    vote: {
      component: {
        id: '7401',
        activeId: '95',
        kind: 'vote',
        title: '2026 年度最受欢迎项目评选',
        rules: '活动期间每位用户可投 1 票，投出后不可更改。\n票数实时更新。',
        coverImg: 'campaign/head-vote.jpg',
        startTime: chinaTimeIn(start),
        endTime: chinaTimeIn(end),
      },
      candidates: CANDIDATES,
    },
  };
}

const OPEN = page();

/** The story's gateway: the votes again, the visitor's vote (`votedFor`), and a vote that counts. */
function gateway(votedFor: string | undefined) {
  return fixtureApi((name, options): Envelope | undefined => {
    switch (name) {
      case 'commonWitnessVotes':
        return {
          code: 1,
          message: '',
          data: CANDIDATES.map(({ projectId, votes }) => ({ projectId, votes })),
        };
      case 'commonWitnessVote':
        return {
          code: 1,
          message: '',
          data: votedFor ? { voted: 1, projectId: votedFor } : { voted: 0 },
        };
      case 'commonWitnessVoteAdd': {
        const { projectId } = (options?.body ?? {}) as { projectId?: string };
        return { code: 1, message: '', data: { projectId, votes: 1025 } };
      }
      default:
        return undefined;
    }
  });
}

function Vote({
  outcome,
  votedFor,
}: {
  outcome: Outcome<CampaignPage> | undefined;
  votedFor?: string;
}) {
  return <CampaignStory client={gateway(votedFor)} outcome={outcome} id="7401" activeId="95" />;
}

const meta = {
  title: 'Screens/Campaign/Vote',
  component: Vote,
  decorators: [withFormServices],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Vote>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open, a visitor not logged in: 投票 asks for the login first. */
export const Open: Story = { args: { outcome: { status: 'ready', value: OPEN } } };
export const OpenAt320: Story = { ...Open, parameters: { frameWidth: 320 } };
/** Logged in, not voted: a tap votes (投票成功, 1025 票, 已投票). */
export const LoggedIn: Story = { ...Open, parameters: { forms: { loggedIn: true } } };
/** Logged in and voted (after a reload too): 您已投票，感谢参与, 已投票 on that project. */
export const AlreadyVoted: Story = {
  args: { outcome: { status: 'ready', value: OPEN }, votedFor: '9502' },
  parameters: { forms: { loggedIn: true } },
};
/** In two days: the countdown to its start on the server's clock, 即将开始. */
export const NotStarted: Story = {
  args: { outcome: { status: 'ready', value: page(2 * DAY_MINUTES, 9 * DAY_MINUTES) } },
};
/** Over: 投票已结束 on every candidate. */
export const Ended: Story = {
  args: { outcome: { status: 'ready', value: page(-14 * DAY_MINUTES, -7 * DAY_MINUTES) } },
};
/** The page loading: the skeleton. */
export const Loading: Story = { args: { outcome: undefined } };
/** The candidates' call failed: its message and 重试. */
export const Failed: Story = {
  args: { outcome: { status: 'failed', message: '网络不太顺畅，请检查网络后重试' } },
};
