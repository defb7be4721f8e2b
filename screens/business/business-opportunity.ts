import { UnicornDetailSkeleton } from '../project/UnicornDetailSkeleton.tsx';
import type { ScreenDefinition } from '../shared/screen.ts';
import { BusinessScreen } from './BusinessScreen.tsx';
import { loadBusinessPage, type BusinessPage } from './load-business.ts';

/**
 * business-opportunity (spec §2, `activeId`, `projectId`): a project's business opportunity, within
 * the activity it was opened from; its page view carries project_id and project_name (spec §3).
 */
export const businessOpportunityScreen: ScreenDefinition<BusinessPage> = {
  name: 'business-opportunity',
  html: 'business-opportunity.html',
  params: ['activeId', 'projectId'],
  load: loadBusinessPage,
  title: ({ opportunity }) => opportunity.title?.trim() || '商机详情',
  share: ({ opportunity }) => ({
    title: opportunity.title?.trim() || '商机详情',
    ...(opportunity.summary?.trim() ? { desc: opportunity.summary.trim() } : {}),
    ...(opportunity.coverImg ? { image: opportunity.coverImg } : {}),
  }),
  pageView: ({ opportunity }) => ({
    ...(opportunity.projectId ? { project_id: opportunity.projectId } : {}),
    ...(opportunity.projectName ? { project_name: opportunity.projectName } : {}),
  }),
  Screen: BusinessScreen,
  Skeleton: UnicornDetailSkeleton,
};
