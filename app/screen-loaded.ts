import { imageUrl } from '../lib/image.ts';
import { carriedQuery } from '../lib/query.ts';
import { sharePayloadFrom, shareImageUrl } from '../platform/share-payload.ts';
import type { ScreenDefinition } from '../screens/shared/screen.ts';
import type { Services } from './services.ts';

/**
 * What a screen tells the rest of the visit once its data is shown: the document title, the share
 * card (its link carries the screen's own parameters, the mobile site's path ones included), the
 * page view (which the real-user metrics wait for), and the share setup of the host's own menu.
 */
export function screenLoaded<T>(
  { platform, visit, dispatch, query }: Pick<Services, 'platform' | 'visit' | 'dispatch' | 'query'>,
  screen: ScreenDefinition<T>,
  value: T,
): void {
  document.title = screen.title(value);
  const own = new URLSearchParams();
  for (const name of screen.params) {
    const given = query[name];
    if (typeof given === 'string') own.set(name, given);
  }
  for (const [name, given] of carriedQuery(platform.search, [...own.keys()]))
    own.append(name, given);
  const option = screen.share?.(value, platform.host);
  const share = sharePayloadFrom(
    option && { shareTitle: option.title, shareDesc: option.desc ?? '' },
    `${platform.origin}/${screen.html}${own.size ? `?${own}` : ''}`,
    option?.image ? imageUrl(option.image) : shareImageUrl('/'),
  );
  if (share)
    visit.share = {
      ...share,
      ...(option?.mpImage ? { mpImage: imageUrl(option.mpImage) } : {}),
      ...(option?.platformType !== undefined ? { platformType: option.platformType } : {}),
    };
  // Every shown screen is a page view; a screen without analytics fields sends it bare.
  platform.analytics.pageView(screen.pageView?.(value) ?? {});
  void dispatch({ kind: 'prepareShare' });
}
