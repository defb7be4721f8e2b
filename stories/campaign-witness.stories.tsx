import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Envelope } from '../lib/wire.ts';
import type { CampaignPage } from '../screens/campaign/load-campaign.ts';
import type { Outcome } from '../screens/shared/screen.ts';
import { CampaignStory } from './campaign-story.tsx';
import { chinaTimeIn } from './china-time-in.ts';
import { fixtureApi } from './fixture-api.ts';
import { withFormServices } from './sign-up-form-fakes.tsx';

const DAY_MINUTES = 24 * 60;

const PROJECTS = [
  {
    projectId: '10101',
    projectName: '县域冷链物流',
    logo: 'campaign/witness-coldchain.jpg',
    intro: '县域冷链物流一站式解决方案，覆盖 200 余个县城',
    votes: 1286,
  },
  {
    projectId: '10102',
    projectName: '智慧农业云平台',
    logo: 'campaign/witness-agri.jpg',
    intro: '数字化种植管理，帮助合作社增收 30%',
    votes: 1024,
  },
  {
    projectId: '10103',
    projectName: '社区康养驿站（一个名字很长很长的见证项目，看它在窄屏上如何换行）',
    logo: 'campaign/witness-care.jpg',
    intro: '家门口的养老服务，已落地 58 个社区',
    votes: 873,
  },
];
/** Seven more, so that the first page is full and 加载更多 shows. */
const MORE_PROJECTS = Array.from({ length: 7 }, (_, index) => ({
  projectId: `1011${index}`,
  projectName: `好项目 ${index + 4} 号`,
  logo: 'campaign/witness-solar.jpg',
  intro: '工商业屋顶光伏投资运营',
  votes: 300 - index * 20,
}));

/** The witness page, open from `start` to `end` minutes from now, its first page `projects`. */
function page(start = -60, end = 7 * DAY_MINUTES, projects = PROJECTS): CampaignPage {
  return {
    kind: 'projectWitness',
    witness: {
      component: {
        id: '7601',
        activeId: '101',
        kind: 'projectWitness',
        title: '2026 好项目见证官',
        rules: '活动期间每位用户每天可见证 3 个项目，同一项目只能见证 1 次。\n见证数实时更新。',
        coverImg: 'campaign/head-witness.jpg',
        startTime: chinaTimeIn(start),
        endTime: chinaTimeIn(end),
        dailyTimes: 3,
      },
      first: { records: projects, total: projects.length === 10 ? 11 : projects.length },
    },
  };
}

const OPEN = page();

/** The story's gateway: the counts, the visitor's witnesses and votes left, a witness that counts, a next page. */
function gateway(witnessed: string[], left: number) {
  return fixtureApi((name, options): Envelope | undefined => {
    const answer = (data: unknown): Envelope => ({ code: 1, message: '', data });
    switch (name) {
      case 'activeProjectWitnessVoteList':
        return answer(PROJECTS.map(({ projectId, votes }) => ({ projectId, votes })));
      case 'activeProjectWitnessVote':
        return answer({ projectIds: witnessed });
      case 'activeProjectWitnessVoteAvailable':
        return answer({ available: left, daily: 3 });
      case 'activeProjectWitnessVoteAdd':
        return answer({ projectId: options?.params?.id, votes: 1025, available: left - 1 });
      case 'activityActiveProjectWitnessSelectPage':
        return answer({
          records: [{ ...PROJECTS[0], projectId: '10120', projectName: '银发旅居康养' }],
          total: 11,
        });
      default:
        return undefined;
    }
  });
}

function Witness({
  outcome,
  witnessed = [],
  left = 3,
}: {
  outcome: Outcome<CampaignPage> | undefined;
  witnessed?: string[];
  left?: number;
}) {
  return (
    <CampaignStory client={gateway(witnessed, left)} outcome={outcome} id="7601" activeId="101" />
  );
}

const meta = {
  title: 'Screens/Campaign/Project witness',
  component: Witness,
  decorators: [withFormServices],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Witness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open, a visitor not logged in: 每人每天可见证 3 个项目; 见证 asks for the login first. */
export const Open: Story = { args: { outcome: { status: 'ready', value: OPEN } } };
export const OpenAt320: Story = { ...Open, parameters: { frameWidth: 320 } };
/** Logged in with votes left: 今日剩余 2 票, 已见证 on the one witnessed; a tap witnesses (见证成功). */
export const VotesLeft: Story = {
  args: { outcome: { status: 'ready', value: OPEN }, witnessed: ['10101'], left: 2 },
  parameters: { forms: { loggedIn: true } },
};
/** Logged in, the day's votes spent: 今日见证票已用完，明天再来, 票已用完 on the others. */
export const NoneLeft: Story = {
  args: { outcome: { status: 'ready', value: OPEN }, witnessed: ['10101', '10102'], left: 0 },
  parameters: { forms: { loggedIn: true } },
};
/** Logged in, every project shown witnessed (after a reload too): 已见证 on each. */
export const AlreadyWitnessed: Story = {
  args: {
    outcome: { status: 'ready', value: OPEN },
    witnessed: ['10101', '10102', '10103'],
    left: 1,
  },
  parameters: { forms: { loggedIn: true } },
};
/** A full first page: 加载更多 asks the next (here the last) page. */
export const MorePages: Story = {
  args: {
    outcome: {
      status: 'ready',
      value: page(-60, 7 * DAY_MINUTES, [...PROJECTS, ...MORE_PROJECTS]),
    },
  },
};
/** In two days: the countdown to its start on the server's clock, 即将开始. */
export const NotStarted: Story = {
  args: { outcome: { status: 'ready', value: page(2 * DAY_MINUTES, 9 * DAY_MINUTES) } },
};
/** Over: 见证已结束, and 已见证 on what the visitor witnessed. */
export const Ended: Story = {
  args: {
    outcome: { status: 'ready', value: page(-14 * DAY_MINUTES, -7 * DAY_MINUTES) },
    witnessed: ['10102'],
  },
  parameters: { forms: { loggedIn: true } },
};
/** The page loading: the skeleton. */
export const Loading: Story = { args: { outcome: undefined } };
/** The projects' call failed: its message and 重试. */
export const Failed: Story = {
  args: { outcome: { status: 'failed', message: '网络不太顺畅，请检查网络后重试' } },
};
