import type { ScreenDefinition } from '../shared/screen.ts';
import { loadVipPage, type VipPage } from './load-vip.ts';
import { VipScreen } from './VipScreen.tsx';
import { VipSkeleton } from './VipSkeleton.tsx';
import { readVipQuery } from './vip-query.ts';
import { vipShareCard } from './vip-share.ts';

/** The document title and share title when the business configures none. */
const VIP_TITLE = '会员中心';

/**
 * vip.html (spec §2 VIP rights page): the levels of a business, their prices, rights and help, and
 * activation. It reads every parameter the spec lists, its own ones itself (vip-query.ts);
 * `moblie` (sic, the VIP links' spelling of `mobile`) is the encrypted mobile the visit logs in
 * with (app/start-visit.ts). A load failure toasts 服务异常 (R8.10).
 */
export const vipScreen: ScreenDefinition<VipPage> = {
  name: 'vip',
  html: 'vip.html',
  label: '会员中心',
  params: [
    'vipKey',
    'businessKey',
    'upGrade',
    'isShowRightsTime',
    'swiperDisabled',
    'isToNext',
    'payPath',
    'isApp',
    'userId',
    'clearNav',
    'mobile',
  ],
  ownQuery: readVipQuery,
  load: loadVipPage,
  title: () => VIP_TITLE,
  share: ({ share }, host = 'browser') => vipShareCard(share, host, VIP_TITLE),
  Screen: VipScreen,
  Skeleton: VipSkeleton,
};
