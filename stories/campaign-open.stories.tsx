import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { ApiProvider } from '../api/use-api.tsx';
import type { Envelope } from '../lib/wire.ts';
import { campaignScreen } from '../screens/campaign/campaign-screen.ts';
import type { OpenMechanicPage, OpenPageKind } from '../screens/campaign/load-open-mechanic.ts';
import { OPEN_MECHANICS } from '../screens/campaign/open-mechanics.ts';
import { PrizePopup } from '../screens/campaign/PrizePopup.tsx';
import { ScreenBody } from '../screens/shared/ScreenBody.tsx';
import { chinaTimeIn } from './china-time-in.ts';
import { fixtureApi } from './fixture-api.ts';
import { withFormServices } from './sign-up-form-fakes.tsx';

const DAY_MINUTES = 24 * 60;

const TITLES: Record<OpenPageKind, string> = {
  redBag: '年终红包 天天领',
  redRain: '红包雨',
  staffRedPacket: '员工专属红包',
  luckTag: '新春好运签',
  tojoy: '天九福袋',
  newYearGoods: '抢年货',
  happinessHealth: '幸福安康礼',
};

function page(kind: OpenPageKind, start = -60, end = 7 * DAY_MINUTES): OpenMechanicPage {
  return {
    kind,
    component: {
      id: '7201',
      activeId: '81',
      kind,
      title: TITLES[kind],
      rules: '活动期间每位用户每天可参与 1 次。\n本活动最终解释权归天九老板云所有。',
      coverImg: 'campaign/head-redbag.jpg',
      startTime: chinaTimeIn(start),
      endTime: chinaTimeIn(end),
      dailyTimes: 1,
    },
  };
}

/** The story's gateway: the component again, the chances as `chances` says, an open wins a bag. */
function gateway(value: OpenMechanicPage, chances: { times: number; used: number }) {
  const { component } = value;
  const won = { win: 1, prizeWinfoId: '9', prizeName: '现金红包 2.88 元', times: 0, used: 1 };
  return fixtureApi((name): Envelope | undefined => {
    if (name === 'pageComponentConfigGetComponentById')
      return { code: 1, message: '', data: component };
    if (name.endsWith('Times') || name === 'activeRedBagGetUserBagInfo')
      return { code: 1, message: '', data: chances };
    if (name.endsWith('Open') || name === 'activeRedRainGetPrize')
      return chances.times > 0
        ? { code: 1, message: '', data: won }
        : { code: 40010, message: '今日红包已领取', data: null };
    return undefined;
  });
}

function Campaign({
  value,
  chances = { times: 1, used: 0 },
}: {
  value: OpenMechanicPage;
  chances?: { times: number; used: number };
}) {
  return (
    <ApiProvider client={gateway(value, chances)}>
      <ScreenBody
        screen={campaignScreen}
        load={() => new Promise<never>(() => undefined)}
        initial={{ status: 'ready', value }}
        query={{ isApp: false, preview: false, gray: false, id: '7201', activeId: '81' }}
        search="id=7201&activeId=81"
      />
    </ApiProvider>
  );
}

const meta = {
  title: 'Screens/Campaign/Mechanics that open',
  component: Campaign,
  decorators: [withFormServices],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Campaign>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A red bag, a visitor not logged in: 拆红包 asks for the login first. */
export const RedBag: Story = { args: { value: page('redBag') } };
export const RedBagAt320: Story = { ...RedBag, parameters: { frameWidth: 320 } };
/** Logged in with a bag left today: 今日剩余 1 次机会; a tap opens 2.88 元. */
export const RedBagWithAChance: Story = { ...RedBag, parameters: { forms: { loggedIn: true } } };
/** Logged in, today's bag opened: 今日红包已领取. */
export const RedBagAlreadyOpened: Story = {
  args: { value: page('redBag'), chances: { times: 0, used: 1 } },
  parameters: { forms: { loggedIn: true } },
};
/** Logged in without a bag today: 暂无红包可拆. */
export const RedBagNoChances: Story = {
  args: { value: page('redBag'), chances: { times: 0, used: 0 } },
  parameters: { forms: { loggedIn: true } },
};
/** The red rain in two days: the countdown to its start on the server's clock. */
export const RedRainNotStarted: Story = {
  args: { value: page('redRain', 2 * DAY_MINUTES, 2 * DAY_MINUTES + 60) },
};
/** A red bag whose campaign is over: 活动已结束. */
export const RedBagEnded: Story = {
  args: { value: page('redBag', -14 * DAY_MINUTES, -7 * DAY_MINUTES) },
};
/** The staff red packet (spec §6), two a day, one left. */
export const StaffRedPacket: Story = {
  args: { value: page('staffRedPacket') },
  parameters: { forms: { loggedIn: true } },
};
/** The Spring festival 2025's four: 好运签 (no times call), 天九福袋, 年货, 幸福安康礼. */
export const LuckTag: Story = { args: { value: page('luckTag') } };
export const Tojoy: Story = { args: { value: page('tojoy') } };
export const NewYearGoods: Story = { args: { value: page('newYearGoods') } };
export const HappinessHealth: Story = { args: { value: page('happinessHealth') } };

function Popup({ kind, won }: { kind: OpenPageKind; won: boolean }): ReactNode {
  return (
    <PrizePopup
      outcome={won ? { kind: 'won', prizeName: '现金红包 2.88 元' } : { kind: 'lost' }}
      words={OPEN_MECHANICS[kind].words}
      downloadHref="download.html"
      onClose={() => undefined}
    />
  );
}

/** A red bag opened: 恭喜您获得红包, where the money went. */
export const PopupRedBagWon: StoryObj<typeof Popup> = {
  render: (args) => <Popup {...args} />,
  args: { kind: 'redBag', won: true },
};
/** Every bag gone: 红包已被抢完，明天早点来. */
export const PopupRedBagGone: StoryObj<typeof Popup> = {
  render: (args) => <Popup {...args} />,
  args: { kind: 'redBag', won: false },
};
