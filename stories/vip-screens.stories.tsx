import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiProvider } from '../api/use-api.tsx';
import vipFixture from '../fixtures/gateway/vip.json';
import type { VipLevelView, VipPage } from '../screens/vip/load-vip.ts';
import { vipScreen } from '../screens/vip/vip-screen.ts';
import { ScreenBody } from '../screens/shared/ScreenBody.tsx';
import type { Outcome } from '../screens/shared/screen.ts';
import { createHtmlPurifier } from '../ui/html-purifier.ts';
import { fixtureApi } from './fixture-api.ts';
import { recordedAnswer } from './recorded-answer.ts';

const purify = createHtmlPurifier(window);
const [business] = vipFixture.businesses;
if (!business) throw new Error('fixtures/gateway/vip.json holds no business');
const LEVELS: VipLevelView[] = recordedAnswer('vipCenterList', {
  code: 1,
  message: '',
  data: business.levels,
}).map((level) => ({
  vipKey: level.vipKey,
  vipName: level.vipName ?? level.vipKey,
  ...(level.vipLevel !== undefined ? { vipLevel: level.vipLevel } : {}),
  skuList: level.skuList ?? [],
  rightsContent: purify(level.rightsContent ?? ''),
  helpContent: purify(level.helpContent ?? ''),
}));
const PAGE: VipPage = {
  businessKey: business.businessKey,
  levels: LEVELS,
  share: { 2: null, 3: null },
};

/**
 * The story's gateway: a visitor with a userId is the gateway demo's supreme member, renewing
 * (R4.08), whose next level is the consultant's; other calls (activation) never answer.
 */
const MEMBER = vipFixture.demoMembers.find(({ vipKey }) => vipKey === 'supremeVip');
const storyApi = fixtureApi((name) => {
  if (name === 'vipCenterList')
    return {
      code: 1,
      message: '',
      data: business.levels.map((level) =>
        level.vipKey === 'supremeVip'
          ? { ...level, userVipStatus: 1, rightsTime: MEMBER?.rightsTime }
          : level.vipKey === 'bossConsultantVip'
            ? { ...level, isUserNextVip: 1 }
            : level,
      ),
    };
  if (name === 'userRightsGetCurrentUserConfig')
    return { code: 1, message: '', data: { ...MEMBER, avatar: 'avatar/demo.png' } };
  return undefined;
});

interface VipStoryArgs {
  outcome: Outcome<VipPage> | undefined;
  vipKey?: string;
  /** The member's id in the address (the app hands it in): their header and status fill in. */
  member?: boolean;
  extra?: { isShowRightsTime?: string; upGrade?: string };
}

/** vip.html as ScreenBody shows it, opened on one level (R4.10 by vipKey) or as a member. */
function VipCentre({ outcome, vipKey, member = false, extra = {} }: VipStoryArgs) {
  const query = {
    isApp: false,
    preview: false,
    gray: false,
    ...(vipKey ? { vipKey } : {}),
    ...(member ? { userId: '7' } : {}),
    ...extra,
  };
  const body = (
    <ScreenBody
      screen={vipScreen}
      load={() => new Promise<never>(() => undefined)}
      initial={outcome}
      query={query}
      search={new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()}
    />
  );
  return <ApiProvider client={storyApi}>{body}</ApiProvider>;
}

const meta = {
  title: 'Screens/VIP centre',
  component: VipCentre,
  parameters: { pageBackground: '#f5f6f8' },
} satisfies Meta<typeof VipCentre>;

export default meta;
type Story = StoryObj<typeof meta>;

const READY: Outcome<VipPage> = { status: 'ready', value: PAGE };
/** The page opened on one tier's card by vipKey. */
const tier = (vipKey: string): Story => ({ args: { outcome: READY, vipKey } });
/** The same tier shown as its level 2 or 3 variant (cardBg2, cardBg3). */
const variant = (vipKey: string, vipLevel: 2 | 3): Story => ({
  args: {
    outcome: {
      status: 'ready',
      value: {
        ...PAGE,
        levels: LEVELS.map((level) => (level.vipKey === vipKey ? { ...level, vipLevel } : level)),
      },
    },
    vipKey,
  },
});

/** 注册用户: no price, no floating bar (R4.09), 立即认证. */
export const RegisterUser = tier('registerUser');
/** 认证用户: no price, no floating bar (R4.09). */
export const AuthUser = tier('authUser');
/** 至尊会员: one price, the floating bar (R4.09), the supreme introduce text. */
export const SupremeVip = tier('supremeVip');
export const SupremeVipLevel2 = variant('supremeVip', 2);
export const SupremeVipLevel3 = variant('supremeVip', 3);
/** 老板顾问会员: three prices, no floating bar (R4.09), the consultant introduce text. */
export const BossConsultantVip = tier('bossConsultantVip');
export const BossConsultantVipLevel2 = variant('bossConsultantVip', 2);
/** 老板AI会员: two prices. */
export const BossAIVip = tier('bossAIVip');
export const BossAIVipLevel2 = variant('bossAIVip', 2);
/** The group's supreme AI tier. */
export const GroupSupremeBossAIVip = tier('groupSupremeBossAIVip');
export const GroupSupremeBossAIVipLevel2 = variant('groupSupremeBossAIVip', 2);
export const GroupSupremeBossAIVipLevel3 = variant('groupSupremeBossAIVip', 3);
/** The group's supreme AI consultant tier (no price on sale). */
export const GroupSupremeBossAIConsultantVip = tier('groupSupremeBossAIConsultantVip');
export const GroupSupremeBossAIConsultantVipLevel2 = variant('groupSupremeBossAIConsultantVip', 2);
export const GroupSupremeBossAIConsultantVipLevel3 = variant('groupSupremeBossAIConsultantVip', 3);
/** A supreme member: the user info header, their own card first (R4.10), 立即续费 (R4.08), the rights time. */
export const SupremeMember: Story = {
  args: { outcome: READY, member: true, extra: { isShowRightsTime: '1' } },
};
/** The same member with upGrade=1: the next level's card first (R4.10). */
export const SupremeMemberUpgrading: Story = {
  args: { outcome: READY, member: true, extra: { upGrade: '1' } },
};
export const SupremeVipAt320: Story = { ...SupremeVip, parameters: { frameWidth: 320 } };
/** The browser loading the page (a static host, a retry): the skeleton. */
export const Loading: Story = { args: { outcome: undefined } };
/** R8.10 a failing list: 服务异常 and 重试. */
export const Failed: Story = { args: { outcome: { status: 'failed', message: '服务异常' } } };
