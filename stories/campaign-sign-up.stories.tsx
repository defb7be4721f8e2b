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
    projectId: '9701',
    projectName: '县域冷链物流',
    logo: 'campaign/vote-coldchain.jpg',
    intro: '县域冷链物流一站式解决方案，覆盖 200 余个县城',
    likes: 326,
  },
  {
    projectId: '9702',
    projectName: '智慧农业云平台',
    logo: 'campaign/vote-agri.jpg',
    intro: '数字化种植管理，帮助合作社增收 30%',
    likes: 214,
  },
  {
    projectId: '9703',
    projectName: '社区康养驿站（一个名字很长很长的项目，看它在窄屏上如何换行）',
    logo: 'campaign/vote-care.jpg',
    intro: '家门口的养老服务，已落地 58 个社区',
    likes: 158,
  },
];

/** The sign-up page, open from `start` to `end` minutes from now. */
function page(start = -60, end = 7 * DAY_MINUTES): CampaignPage {
  return {
    kind: 'projectSignUp',
    signUp: {
      component: {
        id: '7501',
        activeId: '97',
        kind: 'projectSignUp',
        title: '2026 项目招商季 · 项目报名',
        rules:
          '选择感兴趣的项目报名，每个项目每位用户报名 1 次。\n报名后可生成项目海报分享给好友。',
        coverImg: 'campaign/head-sign-up.jpg',
        startTime: chinaTimeIn(start),
        endTime: chinaTimeIn(end),
      },
      projects: PROJECTS,
    },
  };
}

const OPEN = page();

/**
 * The story's gateway: the projects (the visitor signed up `signedUp`), a sign-up that goes
 * through, or one refused (`refused`: 报名失败 and 重试 after a tap).
 */
function gateway(signedUp: string | undefined, refused: boolean) {
  return fixtureApi((name): Envelope | undefined => {
    switch (name) {
      case 'pageProjectsSignUp':
        return {
          code: 1,
          message: '',
          data: {
            records: PROJECTS.map((project) => ({
              ...project,
              signedUp: project.projectId === signedUp ? 1 : 0,
              liked: project.projectId === signedUp ? 1 : 0,
              ...(project.projectId === signedUp ? { signUpId: '31' } : {}),
            })),
          },
        };
      case 'updateActiveProjectSignUp':
        return refused
          ? { code: 500, message: '系统繁忙，请稍后再试', data: null }
          : { code: 1, message: '', data: { signUpId: '31' } };
      case 'queryProjectSignUpIsSuccess':
        return { code: 1, message: '', data: { success: 1 } };
      case 'activeProjectSignUpGetProjectPosterForRandom':
        return { code: 1, message: '', data: { posterUrl: 'campaign/poster-agri-1.jpg' } };
      case 'activeProjectUserLikeClickUserLike2':
        return { code: 1, message: '', data: { liked: 1, likes: 327 } };
      default:
        return undefined;
    }
  });
}

function SignUp({
  outcome,
  signedUp,
  refused = false,
}: {
  outcome: Outcome<CampaignPage> | undefined;
  signedUp?: string;
  refused?: boolean;
}) {
  return (
    <CampaignStory client={gateway(signedUp, refused)} outcome={outcome} id="7501" activeId="97" />
  );
}

const meta = {
  title: 'Screens/Campaign/Project sign-up',
  component: SignUp,
  decorators: [withFormServices],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SignUp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open, a visitor not logged in: 报名 asks for the login first. */
export const Open: Story = { args: { outcome: { status: 'ready', value: OPEN } } };
export const OpenAt320: Story = { ...Open, parameters: { frameWidth: 320 } };
/** Logged in, nothing signed up: a tap signs up (报名成功, 已报名, then 生成海报); 赞 likes (已赞). */
export const LoggedIn: Story = { ...Open, parameters: { forms: { loggedIn: true } } };
/**
 * Logged in, one project signed up and liked (after a reload too): 已报名, 已赞 and 生成海报 on it,
 * 报名 and 赞 on the rest.
 */
export const SignedUp: Story = {
  args: { outcome: { status: 'ready', value: OPEN }, signedUp: '9702' },
  parameters: { forms: { loggedIn: true } },
};
/** Logged in, the service refuses: a tap shows 报名失败：系统繁忙，请稍后再试 and 重试. */
export const Refused: Story = {
  args: { outcome: { status: 'ready', value: OPEN }, refused: true },
  parameters: { forms: { loggedIn: true } },
};
/** In two days: the countdown to its start on the server's clock, 即将开始. */
export const NotStarted: Story = {
  args: { outcome: { status: 'ready', value: page(2 * DAY_MINUTES, 9 * DAY_MINUTES) } },
};
/** Over: 报名已结束 on every project. */
export const Ended: Story = {
  args: { outcome: { status: 'ready', value: page(-14 * DAY_MINUTES, -7 * DAY_MINUTES) } },
};
/** The page loading: the skeleton. */
export const Loading: Story = { args: { outcome: undefined } };
/** The projects' call failed: its message and 重试. */
export const Failed: Story = {
  args: { outcome: { status: 'failed', message: '网络不太顺畅，请检查网络后重试' } },
};
