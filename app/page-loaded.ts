import { imageUrl } from '../lib/image.ts';
import { carriedQuery } from '../lib/query.ts';
import { sharePayloadFrom, shareImageUrl } from '../platform/share-payload.ts';
import type { PageModel } from '../runtime/page-model.ts';
import type { Services } from './services.ts';

/** What the page tells the rest of the visit once loaded: activity header, share card, analytics, attribution. */
export function pageLoaded(
  { platform, visit, dispatch }: Pick<Services, 'platform' | 'visit' | 'dispatch'>,
  page: PageModel,
): void {
  if (page.activeId) visit.activeId = page.activeId;
  visit.page = {
    pageId: page.id,
    pageName: page.name,
    ...(page.activeId ? { activeId: page.activeId } : {}),
  };
  const link = `${platform.origin}/activity-page.html?${carriedQuery(platform.search).toString()}`;
  const image = page.share?.shareIcon ? imageUrl(page.share.shareIcon) : shareImageUrl('/');
  const share = sharePayloadFrom(page.share, link, image);
  if (share) visit.share = share;
  platform.analytics.pageView({ Venues_id: page.id, Venues_name: page.name });
  const { page: visited } = visit;
  void platform.load().then(({ attribution }) => attribution.recordVisit(visited));
  void dispatch({ kind: 'prepareShare' });
}
