import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import type { AppOpening } from '../actions/app-opening.ts';
import { AppOpeningProvider } from '../actions/use-app-opening.tsx';
import { ApiProvider } from '../api/use-api.tsx';
import type { Envelope } from '../lib/wire.ts';
import type { PrizeDrawPage } from '../screens/campaign/load-prize-draw.ts';
import { campaignScreen } from '../screens/campaign/campaign-screen.ts';
import type { CampaignPage } from '../screens/campaign/load-campaign.ts';
import { PRIZE_DRAW_MECHANIC } from '../screens/campaign/prize-draw-mechanic.ts';
import { PrizePopup, type PrizeOutcome } from '../screens/campaign/PrizePopup.tsx';
import { ScreenBody } from '../screens/shared/ScreenBody.tsx';
import type { Outcome } from '../screens/shared/screen.ts';
import { chinaTimeIn } from './china-time-in.ts';
import { fixtureApi } from './fixture-api.ts';
import { withFormServices } from './sign-up-form-fakes.tsx';

const PRIZES = [
  { id: '1', prizeName: '天九定制保温杯', prizeImg: 'campaign/prize-cup.png', stock: 498 },
  { id: '2', prizeName: '老板云 VIP 月卡', prizeImg: 'campaign/prize-vip.png', stock: 200 },
  { id: '3', prizeName: '项目路演门票', prizeImg: 'campaign/prize-ticket.png', stock: 0 },
];

function page(start: number, end: number, enabled = true): PrizeDrawPage {
  return {
    component: {
      id: '7101',
      activeId: '71',
      kind: 'prizeDraw',
      title: '年终好礼 幸运大抽奖',
      rules: '活动期间每位用户每天可抽奖 1 次。\n中奖后请在“我的奖品”中查看。',
      coverImg: 'campaign/head-draw.jpg',
      startTime: chinaTimeIn(start),
      endTime: chinaTimeIn(end),
      dailyTimes: 1,
    },
    prizes: PRIZES,
    enabled,
    winners: [
      { userName: '张**', prizeName: '天九定制保温杯', createTime: chinaTimeIn(-3) },
      { userName: '李**', prizeName: '老板云 VIP 月卡', createTime: chinaTimeIn(-40) },
    ],
  };
}

const OPEN = page(-60, 7 * 24 * 60);

/** The story's gateway: the page's calls answered as `chances` says; the draw wins a cup. */
function gateway(value: PrizeDrawPage, chances: { times: number; used: number }) {
  return fixtureApi((name): Envelope | undefined => {
    switch (name) {
      case 'activePrizeConfigSelectPrizePageList':
        return { code: 1, message: '', data: { records: value.prizes } };
      case 'activePrizeConfigIsEnabled':
        return { code: 1, message: '', data: { enabled: value.enabled ? 1 : 0 } };
      case 'pageComponentConfigGetUserPrizeTimes':
        return { code: 1, message: '', data: chances };
      case 'pageComponentConfigGetWinnerPrize':
        return chances.times > 0
          ? {
              code: 1,
              message: '',
              data: { win: 1, prizeWinfoId: '9', prizeName: '天九定制保温杯', times: 0, used: 1 },
            }
          : { code: 40010, message: '您已参与过抽奖', data: null };
      case 'activePrizeWinfoSelectMyPrizePageList':
        return {
          code: 1,
          message: '',
          data: {
            records: [{ id: '9', prizeName: '天九定制保温杯', createTime: chinaTimeIn(-5) }],
          },
        };
      case 'activePrizeReserveIsReserve':
        return { code: 1, message: '', data: { isReserve: 0 } };
      case 'activePrizeReserveSave':
        return { code: 1, message: '', data: { isReserve: 1 } };
      default:
        return undefined;
    }
  });
}

function PrizeDraw({
  outcome,
  chances = { times: 1, used: 0 },
}: {
  outcome: Outcome<PrizeDrawPage> | undefined;
  chances?: { times: number; used: number };
}) {
  const value = outcome?.status === 'ready' ? outcome.value : OPEN;
  const shown: Outcome<CampaignPage> | undefined =
    outcome?.status === 'ready'
      ? { status: 'ready', value: { kind: 'prizeDraw', draw: outcome.value } }
      : outcome;
  return (
    <ApiProvider client={gateway(value, chances)}>
      <ScreenBody
        screen={campaignScreen}
        load={() => new Promise<never>(() => undefined)}
        initial={shown}
        query={{ isApp: false, preview: false, gray: false, id: '7101', activeId: '71' }}
        search="id=7101&activeId=71"
      />
    </ApiProvider>
  );
}

const meta = {
  title: 'Screens/Campaign/Prize draw',
  component: PrizeDraw,
  decorators: [withFormServices],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PrizeDraw>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open, a visitor not logged in: 立即抽奖 asks for the login first. */
export const Open: Story = { args: { outcome: { status: 'ready', value: OPEN } } };
export const OpenAt320: Story = { ...Open, parameters: { frameWidth: 320 } };
/** Logged in with a chance left today: 今日剩余 1 次机会; a tap draws a cup. */
export const WithAChance: Story = { ...Open, parameters: { forms: { loggedIn: true } } };
/** Logged in, today's draw made: R8.12 您已参与过抽奖. */
export const AlreadyTakenPart: Story = {
  args: { outcome: Open.args.outcome, chances: { times: 0, used: 1 } },
  parameters: { forms: { loggedIn: true } },
};
/** Logged in without any chance (none given today). */
export const NoChances: Story = {
  args: { outcome: Open.args.outcome, chances: { times: 0, used: 0 } },
  parameters: { forms: { loggedIn: true } },
};
/** Opens in two days: the countdown to its start on the server's clock, and 预约抽奖. */
export const NotStarted: Story = {
  args: { outcome: { status: 'ready', value: page(2 * 24 * 60, 9 * 24 * 60) } },
};
/** Over: 活动已结束. */
export const Ended: Story = {
  args: { outcome: { status: 'ready', value: page(-14 * 24 * 60, -7 * 24 * 60) } },
};
/** Switched off by staff: 抽奖暂未开放. */
export const Paused: Story = {
  args: { outcome: { status: 'ready', value: page(-60, 7 * 24 * 60, false) } },
};
/** The browser loading the page (a static host, a retry). */
export const Loading: Story = { args: { outcome: undefined } };
/** An unknown component: the server's message and 重试. */
export const NotFound: Story = {
  args: { outcome: { status: 'failed', message: '活动组件不存在: 1' } },
};
/** A failing call. */
export const Failed: Story = {
  args: { outcome: { status: 'failed', message: '网络不太顺畅，请检查网络后重试' } },
};

function Popup({ outcome, opening }: { outcome: PrizeOutcome; opening: AppOpening }): ReactNode {
  return (
    <AppOpeningProvider opening={opening}>
      <PrizePopup
        outcome={outcome}
        words={PRIZE_DRAW_MECHANIC.words}
        downloadHref="download.html"
        onClose={() => undefined}
      />
    </AppOpeningProvider>
  );
}

/** The prize popup: a prize won, in WeChat (share and download). */
export const PopupWon: StoryObj<typeof Popup> = {
  render: (args) => <Popup {...args} />,
  args: {
    outcome: { kind: 'won', prizeName: '天九定制保温杯', prizeImg: 'campaign/prize-cup.png' },
    opening: 'openInBrowser',
  },
};
/** No prize (谢谢参与), in a browser: no share there, the download link. */
export const PopupLost: StoryObj<typeof Popup> = {
  ...PopupWon,
  args: { outcome: { kind: 'lost' }, opening: 'launch' },
};
/** R8.12 您已参与过抽奖, in the app: share, no download. */
export const PopupAlready: StoryObj<typeof Popup> = {
  ...PopupWon,
  args: { outcome: { kind: 'already' }, opening: 'inApp' },
};
