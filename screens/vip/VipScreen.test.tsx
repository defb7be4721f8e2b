// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { ApiCall } from '../../api/client.ts';
import { ApiProvider } from '../../api/use-api.tsx';
import { createFakeCaptcha } from '../../forms/captcha/fake-captcha.ts';
import { createFormServices } from '../../forms/form-services.tsx';
import { FormServicesProvider } from '../../forms/FormServicesProvider.tsx';
import { LoginHost } from '../../forms/login/LoginHost.tsx';
import { USER_STORAGE_KEY } from '../../forms/login/session-user.ts';
import { createFakeGateway, type Scripted } from '../../forms/sign-up/fake-gateway.ts';
import { memoryStorage } from '../../platform/storage.ts';
import type { SafeHtml } from '../../ui/safe-html.ts';
import type { VipLevelView, VipPage } from './load-vip.ts';
import { INTENTION_SENT } from './VipIntentionPopup.tsx';
import { VipScreen } from './VipScreen.tsx';

const level = (vipKey: string, vipName: string, prices: number): VipLevelView => ({
  vipKey,
  vipName,
  skuList: Array.from({ length: prices }, (_, at) => ({
    id: String(at + 1),
    realPrice: String(100 * (at + 1)),
    vipValidTime: 1,
    vipValidUnit: 4,
  })),
  rightsContent: '' as SafeHtml,
  helpContent: '' as SafeHtml,
});

const PAGE: VipPage = {
  businessKey: 'bosscloud',
  levels: [
    level('registerUser', '注册用户', 0),
    level('authUser', '认证用户', 0),
    level('supremeVip', '至尊会员', 1),
    level('groupSupremeBossAIConsultantVip', '集团至尊AI顾问会员', 0),
  ],
  share: { 2: null, 3: null },
};

const MEMBER = { vipKey: 'registerUser', userName: '张三', company: '天九老板云科技有限公司' };
/** The member's level as the gateway answers it now (a test certifies them by changing it). */
let memberLevel = MEMBER.vipKey;

function setup({
  vipKey,
  loggedIn = true,
  script = {},
}: {
  vipKey: string;
  loggedIn?: boolean;
  script?: Partial<Record<string, Scripted[]>>;
}) {
  const gateway = createFakeGateway(script);
  // The visitor's part: the levels without a status, and the member's header.
  const call = ((name, options) => {
    if (name === 'vipCenterList') return Promise.resolve({ code: 1, data: [] });
    if (name === 'userRightsGetCurrentUserConfig')
      return Promise.resolve({ code: 1, data: { ...MEMBER, vipKey: memberLevel } });
    return gateway.api.call(name, options);
  }) as ApiCall;
  const api = { call, setSessionRecovery: () => undefined };
  const toasts: string[] = [];
  const storage = { local: memoryStorage(), session: memoryStorage() };
  if (loggedIn) storage.local.set(USER_STORAGE_KEY, JSON.stringify({ id: '7' }));
  const services = createFormServices({
    api,
    storage,
    captcha: createFakeCaptcha().adapter,
    notify: (message) => toasts.push(message),
  });
  render(
    <ApiProvider client={api}>
      <FormServicesProvider services={services}>
        <VipScreen
          value={PAGE}
          query={{ isApp: false, preview: false, gray: false, vipKey }}
          search=""
        />
        <LoginHost />
      </FormServicesProvider>
    </ApiProvider>,
  );
  const commits = () =>
    gateway.calls.filter((made) => made.name === 'stayConsultCommitStayConsult');
  return { gateway, toasts, commits };
}

/** The login and the popup load on first need: slow on a busy machine. */
const SLOW = { timeout: 5000 };

const intentionButton = () => screen.findByRole('button', { name: '提交合作意向' });

describe('the intention-to-cooperate popup', () => {
  test('a level sold by a consultant (no price) offers it; a priced or free level does not', async () => {
    setup({ vipKey: 'groupSupremeBossAIConsultantVip' });
    // Once the visitor is known the first card is placed (R4.10): tabs tapped after it stay.
    await screen.findByText('张三');
    expect(await intentionButton()).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '至尊会员' }));
    expect(screen.queryByRole('button', { name: '提交合作意向' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '注册用户' }));
    expect(screen.queryByRole('button', { name: '提交合作意向' })).toBeNull();
  });

  test('filled in from the header; an empty name is refused with 请输入姓名 and sends nothing', async () => {
    const { toasts, commits } = setup({ vipKey: 'groupSupremeBossAIConsultantVip' });
    await screen.findByText('张三');
    fireEvent.click(await intentionButton());
    const popup = await screen.findByRole('dialog', { name: '合作意向' }, SLOW);
    expect(within(popup).getByLabelText<HTMLInputElement>('公司名称').value).toBe(
      '天九老板云科技有限公司',
    );
    fireEvent.change(within(popup).getByLabelText('姓名'), { target: { value: '  ' } });
    await act(async () => fireEvent.click(within(popup).getByRole('button', { name: '提交' })));
    expect(toasts).toEqual(['请输入姓名']);
    expect(commits()).toEqual([]);
  });

  test('ten rapid taps on 提交 store one record with the level, then the button reads 已提交合作意向', async () => {
    const { toasts, commits, gateway } = setup({ vipKey: 'groupSupremeBossAIConsultantVip' });
    await screen.findByText('张三');
    fireEvent.click(await intentionButton());
    const popup = await screen.findByRole('dialog', { name: '合作意向' }, SLOW);
    fireEvent.change(within(popup).getByLabelText('合作需求'), {
      target: { value: '五家成员企业' },
    });
    const submit = within(popup).getByRole('button', { name: '提交' });
    await act(async () => {
      for (let tap = 0; tap < 10; tap += 1) fireEvent.click(submit);
    });
    await waitFor(() => expect(toasts).toEqual([INTENTION_SENT]));
    expect(commits()).toHaveLength(1);
    expect(gateway.records.size).toBe(1);
    expect(commits()[0]?.options?.body).toMatchObject({
      name: '张三',
      companyName: '天九老板云科技有限公司',
      source: 1,
      type: 2,
      extendField: { vipKey: 'groupSupremeBossAIConsultantVip', demand: '五家成员企业' },
      idempotencyKey: 'vip-intention:bosscloud:groupSupremeBossAIConsultantVip:7',
    });
    expect(screen.queryByRole('dialog', { name: '合作意向' })).toBeNull();
    const done = screen.getByRole('button', { name: '已提交合作意向' });
    expect((done as HTMLButtonElement).disabled).toBe(true);
  });

  test('a visitor logs in first: the popup opens only after the login, nothing is sent before', async () => {
    const { commits } = setup({ vipKey: 'groupSupremeBossAIConsultantVip', loggedIn: false });
    fireEvent.click(await intentionButton());
    const login = await screen.findByRole('dialog', { name: '手机号登录' }, SLOW);
    expect(screen.queryByRole('dialog', { name: '合作意向' })).toBeNull();
    fireEvent.change(within(login).getByLabelText('手机号'), { target: { value: '13912345678' } });
    fireEvent.change(within(login).getByLabelText('验证码'), { target: { value: '1234' } });
    fireEvent.click(within(login).getByRole('checkbox', { name: '我已阅读并同意' }));
    fireEvent.click(within(login).getByRole('button', { name: '登录' }));
    expect(await screen.findByRole('dialog', { name: '合作意向' }, SLOW)).toBeTruthy();
    expect(commits()).toEqual([]);
  });

  test('R8.01 a refused commit shows the server message and keeps the popup; 取消 closes it', async () => {
    const { toasts } = setup({
      vipKey: 'groupSupremeBossAIConsultantVip',
      script: {
        stayConsultCommitStayConsult: [{ code: 400, data: null, message: '提交过于频繁' }],
      },
    });
    await screen.findByText('张三');
    fireEvent.click(await intentionButton());
    const popup = await screen.findByRole('dialog', { name: '合作意向' }, SLOW);
    await act(async () => fireEvent.click(within(popup).getByRole('button', { name: '提交' })));
    await waitFor(() => expect(toasts).toEqual(['提交过于频繁']));
    expect(screen.getByRole('dialog', { name: '合作意向' })).toBeTruthy();
    fireEvent.click(within(popup).getByRole('button', { name: '取消' }));
    expect(screen.queryByRole('dialog', { name: '合作意向' })).toBeNull();
    expect(screen.getByRole('button', { name: '提交合作意向' })).toBeTruthy();
  });
});

describe('an intention sent on an earlier visit', () => {
  const check = (gateway: ReturnType<typeof setup>['gateway']) =>
    gateway.calls.filter((made) => made.name === 'stayConsultIsCommitedStayConsult');

  test("a signed-in member is asked by the level's key and sees 已提交合作意向", async () => {
    const { gateway } = setup({
      vipKey: 'groupSupremeBossAIConsultantVip',
      script: { stayConsultIsCommitedStayConsult: [{ code: 1, data: true }] },
    });
    const done = await screen.findByRole('button', { name: '已提交合作意向' });
    expect((done as HTMLButtonElement).disabled).toBe(true);
    // Only the level sold by a consultant is asked, by the key its commit would use.
    expect(check(gateway).map((made) => made.options?.body)).toEqual([
      { idempotencyKey: 'vip-intention:bosscloud:groupSupremeBossAIConsultantVip:7' },
    ]);
  });

  test('a failing check leaves the offer', async () => {
    const failing = setup({
      vipKey: 'groupSupremeBossAIConsultantVip',
      script: { stayConsultIsCommitedStayConsult: [new Error('offline')] },
    });
    await screen.findByText('张三');
    await waitFor(() => expect(check(failing.gateway)).toHaveLength(1));
    expect(await intentionButton()).toBeTruthy();
  });

  test('a visitor who is not logged in is not asked', async () => {
    const { gateway } = setup({ vipKey: 'groupSupremeBossAIConsultantVip', loggedIn: false });
    expect(await intentionButton()).toBeTruthy();
    expect(check(gateway)).toEqual([]);
  });
});

describe('R4.11 the level of the visitor', () => {
  test('R4.11 a registered member who certifies elsewhere sees the certified level when the browser restores the page', async () => {
    memberLevel = 'registerUser';
    setup({ vipKey: 'authUser' });
    expect(await screen.findByRole('link', { name: '立即认证' })).toBeTruthy();
    memberLevel = 'authUser';
    await act(async () =>
      window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true })),
    );
    await waitFor(() => expect(screen.queryByRole('link', { name: '立即认证' })).toBeNull());
    memberLevel = MEMBER.vipKey;
  });
});
