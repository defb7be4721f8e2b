// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { readQuery } from '../../lib/query.ts';
import { PageLoadError } from '../../runtime/page-load-error.ts';
import { campaignScreen } from './campaign-screen.ts';
import { type Answers, chinaTime, client, component, ok, show } from './test-campaign-page.tsx';
import type { CampaignPage } from './load-campaign.ts';

const RED_BAG: Answers = {
  pageComponentConfigGetComponentById: ok(component('redBag')),
  activePrizeConfigSelectPrizePageList: new Error('not a draw'),
};

describe('the campaign page loader', () => {
  test('a red bag: the component alone, even when the early draw calls fail', async () => {
    const page = await campaignScreen.load(client(RED_BAG).api, readQuery('id=7201&activeId=81'));
    expect(page).toMatchObject({ kind: 'redBag', component: { title: '年终红包 天天领' } });
  });

  test('a prize draw: its prizes, switch and winners with the component, one round trip', async () => {
    const { api, call } = client({
      pageComponentConfigGetComponentById: ok(component('prizeDraw', '7101', '71')),
      activePrizeConfigSelectPrizePageList: ok({ records: [{ id: '1', prizeName: '保温杯' }] }),
      activePrizeConfigIsEnabled: ok({ enabled: 1 }),
      activePrizeWinfoQueryDrawprizeList: ok([]),
    });
    const page = await campaignScreen.load(api, readQuery('id=7101&activeId=71'));
    expect(page.kind === 'prizeDraw' && page.draw.prizes).toHaveLength(1);
    expect(call).toHaveBeenCalledTimes(4);
  });

  test('a kind the page does not show is a 404; no id is asked for', async () => {
    const other = client({ pageComponentConfigGetComponentById: ok(component('coupon')) });
    await expect(campaignScreen.load(other.api, readQuery('id=7501'))).rejects.toEqual(
      new PageLoadError('server', '活动不存在或已下线'),
    );
    await expect(campaignScreen.load(other.api, readQuery(''))).rejects.toThrow('缺少活动编号');
  });
});

const TEA_SET = {
  productName: '天九定制茶具一套',
  productImg: 'campaign/product-tea-set.jpg',
  price: '399.00',
  seckillPrice: '9.90',
  stock: 100,
  startTime: chinaTime(-60),
  endTime: chinaTime(7 * 24 * 60),
};

/** A seckill's answers: the component, its product (`product` over the tea set) and `more`. */
function seckillAnswers(product: Partial<typeof TEA_SET>, more: Answers = {}): Answers {
  return {
    pageComponentConfigGetComponentById: ok(component('seckill', '7301', '91')),
    activeSecKillGetProduct: ok({ ...TEA_SET, ...product }),
    ...more,
  };
}

describe('the seckill loader', () => {
  test('a seckill: its component, then its product', async () => {
    const { api, call } = client({
      ...seckillAnswers({}),
      activePrizeConfigSelectPrizePageList: new Error('not a draw'),
    });
    const page = await campaignScreen.load(api, readQuery('id=7301&activeId=91'));
    expect(page).toMatchObject({ kind: 'seckill', seckill: { product: { stock: 100 } } });
    expect(call).toHaveBeenCalledWith(
      'activeSecKillGetProduct',
      expect.objectContaining({ query: { id: '7301', activeId: '91' } }),
    );
  });

  test('a product that does not answer fails the page (it has nothing to show without it)', async () => {
    const { api } = client({
      pageComponentConfigGetComponentById: ok(component('seckill', '7301', '91')),
    });
    await expect(campaignScreen.load(api, readQuery('id=7301&activeId=91'))).rejects.toThrow();
  });
});

describe('a seckill on the campaign page (docs/campaign-mechanics.md)', () => {
  const seckill = (product: Partial<typeof TEA_SET> = {}): CampaignPage => ({
    kind: 'seckill',
    seckill: { component: component('seckill', '7301', '91'), product: { ...TEA_SET, ...product } },
  });

  test('open, logged in, not bought: 立即抢购; a tap buys one, the popup says so, then 您已抢购过该商品', async () => {
    const call = show(
      seckill(),
      seckillAnswers(
        {},
        {
          activeSecKillGetInvitedUserNum: ok({ bought: 0 }),
          activeSecKillInstantSeckill: ok({ orderId: '5', productName: '天九定制茶具一套' }),
        },
      ),
      true,
    );
    expect(screen.getByText('仅剩 100 件 · 每人限购 1 件')).toBeTruthy();
    const button = await screen.findByRole('button', { name: '立即抢购' });
    await vi.waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    expect(await screen.findByRole('dialog', { name: '抢购成功' })).toBeTruthy();
    expect(screen.getByText('获得「天九定制茶具一套」，请在“我的订单”中查看')).toBeTruthy();
    expect(await screen.findByRole('button', { name: '您已抢购过该商品' })).toBeTruthy();
    expect(call).toHaveBeenCalledWith(
      'activeSecKillInstantSeckill',
      expect.objectContaining({ query: { id: '7301', activeId: '91' } }),
    );
  });

  test('bought before (after a reload): 您已抢购过该商品, not tappable', async () => {
    show(
      seckill(),
      seckillAnswers({}, { activeSecKillGetInvitedUserNum: ok({ bought: 1 }) }),
      true,
    );
    const button = await screen.findByRole('button', { name: '您已抢购过该商品' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  test('sold out: 已抢光 for everyone, logged in or not', async () => {
    show(seckill({ stock: 0 }), seckillAnswers({ stock: 0 }), false);
    const button = await screen.findByRole('button', { name: '已抢光' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('已抢光 · 每人限购 1 件')).toBeTruthy();
  });

  test('the last one taken meanwhile (40014): 很遗憾，未抢到, then 已抢光', async () => {
    show(
      seckill(),
      seckillAnswers(
        {},
        {
          activeSecKillGetInvitedUserNum: ok({ bought: 0 }),
          activeSecKillInstantSeckill: { code: 40014, message: '商品已抢光', data: null },
        },
      ),
      true,
    );
    const button = await screen.findByRole('button', { name: '立即抢购' });
    await vi.waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    expect(await screen.findByRole('dialog', { name: '很遗憾，未抢到' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: '已抢光' })).toBeTruthy();
  });

  test('before its start: 距开始 counting down on the server clock, 即将开始 not tappable', async () => {
    const later = { startTime: chinaTime(2 * 24 * 60), endTime: chinaTime(2 * 24 * 60 + 60) };
    show(seckill(later), seckillAnswers(later), false);
    expect(await screen.findByRole('timer')).toBeTruthy();
    const button = screen.getByRole('button', { name: '即将开始' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  test('over: 活动已结束', async () => {
    const over = { startTime: chinaTime(-120), endTime: chinaTime(-60) };
    show(seckill(over), seckillAnswers(over), false);
    expect(await screen.findByRole('button', { name: '活动已结束' })).toBeTruthy();
  });
});

const CANDIDATES = [
  { projectId: '9501', projectName: '县域冷链物流', votes: 1286 },
  { projectId: '9502', projectName: '智慧农业云平台', votes: 1024 },
];

/** A vote's answers: the component (its window `times`), the candidates, their votes and `more`. */
function voteAnswers(more: Answers = {}, times = {}): Answers {
  return {
    pageComponentConfigGetComponentById: ok({ ...component('vote', '7401', '95'), ...times }),
    commonWitnessProjects: ok(CANDIDATES),
    commonWitnessVotes: ok(CANDIDATES.map(({ projectId, votes }) => ({ projectId, votes }))),
    ...more,
  };
}

describe('a vote on the campaign page (docs/campaign-mechanics.md)', () => {
  const vote = (times = {}): CampaignPage => ({
    kind: 'vote',
    vote: { component: { ...component('vote', '7401', '95'), ...times }, candidates: CANDIDATES },
  });
  const buttonOf = (name: string) =>
    within(screen.getByText(name).closest('li') as HTMLElement).getByRole('button');

  test('the loader: the component, then its candidates', async () => {
    const page = await campaignScreen.load(client(voteAnswers()).api, readQuery('id=7401'));
    expect(page).toMatchObject({ kind: 'vote', vote: { candidates: CANDIDATES } });
  });

  test('open, logged in, not voted: a tap votes once, 投票成功 and the count, then 已投票 and the others closed', async () => {
    const call = show(
      vote(),
      voteAnswers({
        commonWitnessVote: ok({ voted: 0 }),
        commonWitnessVoteAdd: ok({ projectId: '9502', votes: 1025 }),
      }),
      true,
    );
    await vi.waitFor(() =>
      expect((buttonOf('智慧农业云平台') as HTMLButtonElement).disabled).toBe(false),
    );
    fireEvent.click(buttonOf('智慧农业云平台'));
    fireEvent.click(buttonOf('县域冷链物流'));
    expect(await screen.findByText('1025 票')).toBeTruthy();
    expect(buttonOf('智慧农业云平台').textContent).toBe('已投票');
    expect((buttonOf('县域冷链物流') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('您已投票，感谢参与')).toBeTruthy();
    expect(call.mock.calls.filter(([name]) => name === 'commonWitnessVoteAdd')).toHaveLength(1);
  });

  test('voted before (after a reload): 已投票 on that project, every button closed', async () => {
    show(vote(), voteAnswers({ commonWitnessVote: ok({ voted: 1, projectId: '9501' }) }), true);
    await vi.waitFor(() => expect(buttonOf('县域冷链物流').textContent).toBe('已投票'));
    expect((buttonOf('智慧农业云平台') as HTMLButtonElement).disabled).toBe(true);
  });

  test('not logged in: 投票 can be tapped and no vote of the visitor is asked', async () => {
    const call = show(vote(), voteAnswers(), false);
    await vi.waitFor(() =>
      expect((buttonOf('县域冷链物流') as HTMLButtonElement).disabled).toBe(false),
    );
    expect(call).not.toHaveBeenCalledWith('commonWitnessVote', expect.anything());
  });

  test('over: 投票已结束', async () => {
    const over = { startTime: chinaTime(-120), endTime: chinaTime(-60) };
    show(vote(over), voteAnswers({}, over), false);
    await vi.waitFor(() => expect(buttonOf('县域冷链物流').textContent).toBe('投票已结束'));
  });

  test('before its start: 即将开始 and the countdown to it', async () => {
    const later = { startTime: chinaTime(2 * 24 * 60), endTime: chinaTime(3 * 24 * 60) };
    show(vote(later), voteAnswers({}, later), false);
    expect(await screen.findByRole('timer')).toBeTruthy();
    expect(buttonOf('县域冷链物流').textContent).toBe('即将开始');
  });
});

describe('a red bag on the campaign page (docs/campaign-mechanics.md)', () => {
  const value: CampaignPage = { kind: 'redBag', component: component('redBag') };

  test('logged in with a bag left: 今日剩余 1 次机会; a tap opens it, then 今日红包已领取', async () => {
    const call = show(
      value,
      {
        ...RED_BAG,
        activeRedBagGetUserBagInfo: ok({ times: 1, used: 0 }),
        activeRedBagOpen: ok({ win: 1, prizeName: '现金红包 2.88 元', times: 0, used: 1 }),
      },
      true,
    );
    expect(await screen.findByText('今日剩余 1 次机会')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '拆红包' }));
    expect(await screen.findByRole('dialog', { name: '恭喜您获得红包' })).toBeTruthy();
    expect(screen.getByText('获得「现金红包 2.88 元」，已发放至“我的钱包”')).toBeTruthy();
    expect(await screen.findByRole('button', { name: '今日红包已领取' })).toBeTruthy();
    expect(call).toHaveBeenCalledWith(
      'activeRedBagOpen',
      expect.objectContaining({ query: { id: '7201', activeId: '81' } }),
    );
  });

  test('an open whose answer never came back is sent again with its idempotency key (the gateway answers that open, no second chance spent); once answered, the next open has a new key', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const answers: Answers = {
        ...RED_BAG,
        activeRedBagGetUserBagInfo: ok({ times: 3, used: 0 }),
        activeRedBagOpen: new TypeError('Failed to fetch'),
      };
      const call = show(value, answers, true);
      expect(await screen.findByText('今日剩余 3 次机会')).toBeTruthy();
      const keys = () =>
        call.mock.calls
          .filter(([name]) => name === 'activeRedBagOpen')
          .map(([, options]) => options?.headers?.['Idempotency-Key']);
      const tap = async (opens: number) => {
        fireEvent.click(await screen.findByRole('button', { name: '拆红包' }));
        await vi.waitFor(() => expect(keys()).toHaveLength(opens));
        vi.setSystemTime(Date.now() + 3_100);
      };
      await tap(1);
      answers.activeRedBagOpen = ok({ win: 1, prizeName: '现金红包 2.88 元', times: 2, used: 1 });
      await tap(2);
      await screen.findByRole('dialog', { name: '恭喜您获得红包' });
      await tap(3);
      const [lost, retried, next] = keys();
      expect(lost).toMatch(/^\w+-\w+$/);
      expect(retried).toBe(lost);
      expect(next).not.toBe(lost);
    } finally {
      vi.useRealTimers();
    }
  });

  test('today’s bag already opened: 今日红包已领取, not tappable', async () => {
    show(value, { ...RED_BAG, activeRedBagGetUserBagInfo: ok({ times: 0, used: 1 }) }, true);
    const button = await screen.findByRole('button', { name: '今日红包已领取' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  test('no bag given today: 暂无红包可拆', async () => {
    show(value, { ...RED_BAG, activeRedBagGetUserBagInfo: ok({ times: 0, used: 0 }) }, true);
    expect(await screen.findByRole('button', { name: '暂无红包可拆' })).toBeTruthy();
  });

  test('not logged in: 拆红包 can be tapped and nothing personal is asked', async () => {
    const call = show(value, RED_BAG, false);
    const button = await screen.findByRole('button', { name: '拆红包' });
    await vi.waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    expect(call).not.toHaveBeenCalledWith('activeRedBagGetUserBagInfo', expect.anything());
  });
});
