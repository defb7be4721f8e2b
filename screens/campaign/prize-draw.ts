import type { ScreenDefinition } from '../shared/screen.ts';
import { CampaignSkeleton } from './CampaignSkeleton.tsx';
import { loadPrizeDraw, type PrizeDrawPage } from './load-prize-draw.ts';
import { PrizeDrawScreen } from './PrizeDrawScreen.tsx';

/**
 * The prize draw (spec §4 lottery and prize draw, §7 prize calls): a page of its own, and the jump
 * target of an activity page's picture (`prize-draw.html?id=<component>&activeId=`).
 */
export const prizeDrawScreen: ScreenDefinition<PrizeDrawPage> = {
  name: 'prize-draw',
  html: 'prize-draw.html',
  label: '抽奖',
  params: ['id', 'activeId'],
  load: loadPrizeDraw,
  title: ({ component }) => component.title?.trim() || '幸运抽奖',
  share: ({ component }) => ({
    title: component.title?.trim() || '幸运抽奖',
    desc: '好礼等你来抽',
    ...(component.coverImg ? { image: component.coverImg } : {}),
  }),
  pageView: ({ component }) => ({ Venues_id: component.activeId, component_id: component.id }),
  Screen: PrizeDrawScreen,
  Skeleton: CampaignSkeleton,
};
