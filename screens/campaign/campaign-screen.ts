import type { ScreenDefinition } from '../shared/screen.ts';
import { CampaignScreen } from './CampaignScreen.tsx';
import { CampaignSkeleton } from './CampaignSkeleton.tsx';
import { loadCampaign, type CampaignPage } from './load-campaign.ts';
import { WITNESS_SOURCE } from './LazyWitnessScreen.tsx';
import { OPEN_MECHANICS } from './open-mechanics.ts';

function componentOf(page: CampaignPage) {
  if (page.kind === 'prizeDraw') return page.draw.component;
  if (page.kind === 'vote') return page.vote.component;
  if (page.kind === 'projectSignUp') return page.signUp.component;
  if (page.kind === 'projectWitness') return page.witness.component;
  return page.kind === 'seckill' ? page.seckill.component : page.component;
}

/** What the share card invites to. */
function invitation(page: CampaignPage): string {
  if (page.kind === 'prizeDraw') return '好礼等你来抽';
  if (page.kind === 'vote') return '为你支持的项目投上一票';
  if (page.kind === 'projectSignUp') return '好项目等你来报名';
  if (page.kind === 'projectWitness') return '为你看好的项目见证';
  if (page.kind === 'seckill') return `秒杀价 ¥${page.seckill.product.seckillPrice ?? ''}，手慢无`;
  return `${OPEN_MECHANICS[page.kind].words.action}，好礼等你来拿`;
}

/**
 * The campaign page (spec §2 lottery popup, the carnival / lucky-carp page; §4 red bag, lottery,
 * prize draw, seckill; §6 staff red packet; §7 prize, red bag, red rain, red packet, seckill,
 * Spring festival 2025, common witness vote, project sign-up and per-project witness calls): a page
 * of its own and the jump target of an activity page's picture
 * (`campaign.html?id=<component>&activeId=`, `&roomLiveId=` for a red bag from a live room). One
 * page for every mechanic a page component draws or opens, told apart by the component's kind; the
 * per-project witness's parts load only on its kind (its chunk preloaded by the page server).
 */
export const campaignScreen: ScreenDefinition<CampaignPage> = {
  name: 'campaign',
  html: 'campaign.html',
  label: '活动抽奖与红包',
  params: ['id', 'activeId'],
  load: loadCampaign,
  title: (page) => componentOf(page).title?.trim() || '活动',
  share: (page) => {
    const component = componentOf(page);
    return {
      title: component.title?.trim() || '活动',
      desc: invitation(page),
      ...(component.coverImg ? { image: component.coverImg } : {}),
    };
  },
  pageView: (page) => {
    const component = componentOf(page);
    return { Venues_id: component.activeId, component_id: component.id };
  },
  preload: (page) => (page.kind === 'projectWitness' ? [WITNESS_SOURCE] : []),
  Screen: CampaignScreen,
  Skeleton: CampaignSkeleton,
};
