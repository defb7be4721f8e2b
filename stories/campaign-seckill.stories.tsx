import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { ApiProvider } from '../api/use-api.tsx';
import type { Envelope } from '../lib/wire.ts';
import { campaignScreen } from '../screens/campaign/campaign-screen.ts';
import type { CampaignPage } from '../screens/campaign/load-campaign.ts';
import { PrizePopup, type PrizeOutcome } from '../screens/campaign/PrizePopup.tsx';
import { SECKILL_MECHANIC } from '../screens/campaign/seckill-mechanic.ts';
import { ScreenBody } from '../screens/shared/ScreenBody.tsx';
import type { Outcome } from '../screens/shared/screen.ts';
import type { SeckillProduct } from '../schemas/seckill.ts';
import { chinaTimeIn } from './china-time-in.ts';
import { fixtureApi } from './fixture-api.ts';
import { withFormServices } from './sign-up-form-fakes.tsx';

const DAY_MINUTES = 24 * 60;

/** The seckill's page: the tea set with `stock` left, selling from `start` to `end` minutes from now. */
function page(stock = 100, start = -60, end = 7 * DAY_MINUTES): CampaignPage {
  const startTime = chinaTimeIn(start);
  const endTime = chinaTimeIn(end);
  const product: SeckillProduct = {
    productName: '天九定制茶具一套',
    productImg: 'campaign/product-tea-set.jpg',
    price: '399.00',
    seckillPrice: '9.90',
    stock,
    total: 100,
    startTime,
    endTime,
  };
  return {
    kind: 'seckill',
    seckill: {
      component: {
        id: '7301',
        activeId: '91',
        kind: 'seckill',
        title: '天九定制茶具 限时秒杀',
        rules: '每位用户限购 1 件，先到先得，抢完即止。\n秒杀成功后请在“我的订单”中查看。',
        coverImg: 'campaign/head-seckill.jpg',
        startTime,
        endTime,
      },
      product,
    },
  };
}

const OPEN = page();

/** The story's gateway: the product again, whether the visitor bought, and a purchase that sells. */
function gateway(value: CampaignPage, bought: boolean) {
  const product = value.kind === 'seckill' ? value.seckill.product : undefined;
  return fixtureApi((name): Envelope | undefined => {
    switch (name) {
      case 'activeSecKillGetProduct':
        return { code: 1, message: '', data: product };
      case 'activeSecKillGetInvitedUserNum':
        return { code: 1, message: '', data: { invitedUserNum: 0, bought: bought ? 1 : 0 } };
      case 'activeSecKillInstantSeckill':
        return bought
          ? { code: 40010, message: '您已抢购过该商品', data: null }
          : { code: 1, message: '', data: { orderId: '5', productName: '天九定制茶具一套' } };
      default:
        return undefined;
    }
  });
}

function Seckill({
  outcome,
  bought = false,
}: {
  outcome: Outcome<CampaignPage> | undefined;
  bought?: boolean;
}) {
  return (
    <ApiProvider client={gateway(outcome?.status === 'ready' ? outcome.value : OPEN, bought)}>
      <ScreenBody
        screen={campaignScreen}
        load={() => new Promise<never>(() => undefined)}
        initial={outcome}
        query={{ isApp: false, preview: false, gray: false, id: '7301', activeId: '91' }}
        search="id=7301&activeId=91"
      />
    </ApiProvider>
  );
}

const meta = {
  title: 'Screens/Campaign/Seckill',
  component: Seckill,
  decorators: [withFormServices],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Seckill>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open, a visitor not logged in: 立即抢购 asks for the login first; 仅剩 100 件. */
export const Open: Story = { args: { outcome: { status: 'ready', value: OPEN } } };
export const OpenAt320: Story = { ...Open, parameters: { frameWidth: 320 } };
/** Logged in, not bought: a tap buys the tea set (抢购成功). */
export const LoggedIn: Story = { ...Open, parameters: { forms: { loggedIn: true } } };
/** Logged in and bought (after a reload too): 您已抢购过该商品. */
export const AlreadyBought: Story = {
  args: { outcome: { status: 'ready', value: OPEN }, bought: true },
  parameters: { forms: { loggedIn: true } },
};
/** No stock left: 已抢光, for everyone. */
export const SoldOut: Story = { args: { outcome: { status: 'ready', value: page(0) } } };
/** In two days: the countdown to its start on the server's clock, 即将开始. */
export const NotStarted: Story = {
  args: { outcome: { status: 'ready', value: page(100, 2 * DAY_MINUTES, 2 * DAY_MINUTES + 60) } },
};
/** Over: 活动已结束. */
export const Ended: Story = {
  args: { outcome: { status: 'ready', value: page(100, -14 * DAY_MINUTES, -7 * DAY_MINUTES) } },
};
/** The page loading: the skeleton. */
export const Loading: Story = { args: { outcome: undefined } };
/** The product call failed: its message and 重试. */
export const Failed: Story = {
  args: { outcome: { status: 'failed', message: '网络不太顺畅，请检查网络后重试' } },
};

function Popup({ outcome }: { outcome: PrizeOutcome }): ReactNode {
  return (
    <PrizePopup
      outcome={outcome}
      words={SECKILL_MECHANIC.words}
      downloadHref="download.html"
      onClose={() => undefined}
    />
  );
}

/** Bought: 抢购成功, where the order is. */
export const PopupBought: StoryObj<typeof Popup> = {
  render: (args) => <Popup {...args} />,
  args: {
    outcome: {
      kind: 'won',
      prizeName: '天九定制茶具一套',
      prizeImg: 'campaign/product-tea-set.jpg',
    },
  },
};
/** The last one taken meanwhile (40014): 很遗憾，未抢到. */
export const PopupSoldOut: StoryObj<typeof Popup> = {
  ...PopupBought,
  args: { outcome: { kind: 'lost' } },
};
/** Bought before, from another tab (40010): 您已抢购过该商品 · 每人限购 1 件. */
export const PopupAlready: StoryObj<typeof Popup> = {
  ...PopupBought,
  args: { outcome: { kind: 'already' } },
};
