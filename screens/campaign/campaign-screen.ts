import type { ScreenDefinition } from '../shared/screen.ts';
import { CampaignScreen } from './CampaignScreen.tsx';
import { CampaignSkeleton } from './CampaignSkeleton.tsx';
import { loadCampaign, type CampaignPage } from './load-campaign.ts';
import { OPEN_MECHANICS } from './open-mechanics.ts';

const componentOf = (page: CampaignPage) =>
  page.kind === 'prizeDraw' ? page.draw.component : page.component;

/** What the share card invites to. */
function invitation(page: CampaignPage): string {
  return page.kind === 'prizeDraw'
    ? '好礼等你来抽'
    : `${OPEN_MECHANICS[page.kind].words.action}，好礼等你来拿`;
}

/**
 * The campaign page (spec §2 lottery popup, the carnival / lucky-carp page; §4 red bag, lottery,
 * prize draw; §6 staff red packet; §7 prize, red bag, red rain, red packet and Spring festival 2025
 * calls): a page of its own and the jump target of an activity page's picture
 * (`campaign.html?id=<component>&activeId=`, `&roomLiveId=` for a red bag from a live room). One
 * page for every mechanic a page component draws or opens, told apart by the component's kind.
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
  Screen: CampaignScreen,
  Skeleton: CampaignSkeleton,
};
