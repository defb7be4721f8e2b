// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import type { ApiClient } from '../../api/client.ts';
import { fakeApiCall } from '../../api/test-call.ts';
import { ApiProvider } from '../../api/use-api.tsx';
import { createFakeCaptcha } from '../../forms/captcha/fake-captcha.ts';
import { createFormServices } from '../../forms/form-services.tsx';
import { FormServicesProvider } from '../../forms/FormServicesProvider.tsx';
import { USER_STORAGE_KEY } from '../../forms/login/session-user.ts';
import { readQuery } from '../../lib/query.ts';
import type { Envelope } from '../../lib/wire.ts';
import { memoryStorage } from '../../platform/storage.ts';
import { PageLoadError } from '../../runtime/page-load-error.ts';
import { ScreenBody } from '../shared/ScreenBody.tsx';
import { campaignScreen } from './campaign-screen.ts';
import type { CampaignPage } from './load-campaign.ts';

type Answers = Partial<Record<string, Envelope | Error>>;

const ok = (data: unknown): Envelope => ({ code: 1, message: '', data });

/** A China time `minutes` from now. */
function chinaTime(minutes: number): string {
  const china = new Date(Date.now() + minutes * 60_000 + 8 * 3_600_000);
  return china.toISOString().slice(0, 19).replace('T', ' ');
}

function component(kind: string, id = '7201', activeId = '81') {
  return {
    id,
    activeId,
    kind,
    title: '年终红包 天天领',
    rules: '每位用户每天可拆红包 1 次。',
    startTime: chinaTime(-60),
    endTime: chinaTime(7 * 24 * 60),
  };
}

function client(answers: Answers) {
  const call = fakeApiCall((name) => {
    const answer = answers[name];
    if (answer instanceof Error) throw answer;
    return answer ?? { code: 404, data: null, message: `no answer for ${name}` };
  });
  return { api: { call, setSessionRecovery: vi.fn() } satisfies ApiClient, call };
}

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
    const seckill = client({ pageComponentConfigGetComponentById: ok(component('seckill')) });
    await expect(campaignScreen.load(seckill.api, readQuery('id=7301'))).rejects.toEqual(
      new PageLoadError('server', '活动不存在或已下线'),
    );
    await expect(campaignScreen.load(seckill.api, readQuery(''))).rejects.toThrow('缺少活动编号');
  });
});

function show(value: CampaignPage, answers: Answers, loggedIn: boolean) {
  const { api, call } = client(answers);
  const storage = { local: memoryStorage(), session: memoryStorage() };
  if (loggedIn) storage.local.set(USER_STORAGE_KEY, JSON.stringify({ id: '7' }));
  const services = createFormServices({
    api,
    storage,
    captcha: createFakeCaptcha().adapter,
    notify: () => undefined,
  });
  render(
    <ApiProvider client={api}>
      <FormServicesProvider services={services}>
        <ScreenBody
          screen={campaignScreen}
          load={() => new Promise<never>(() => undefined)}
          initial={{ status: 'ready', value }}
          query={readQuery('id=7201&activeId=81')}
          search="id=7201&activeId=81"
        />
      </FormServicesProvider>
    </ApiProvider>,
  );
  return call;
}

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
