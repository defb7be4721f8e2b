import { checkLinkTarget } from '../lib/url-safety.ts';
import { miniProgramEnvVersion } from '../platform/mini-program.ts';
import type { ActionContext } from './context.ts';
import type { Effect } from './effects.ts';
import { isMiniProgramPath, pageHref, siteFallbackForMiniProgram } from './targets.ts';

/** A mini-program page to show: its app id (none: the hosting one), original id (gh_…) and path. */
export interface MiniProgramTarget {
  appId?: string | undefined;
  originalId?: string | undefined;
  url: string;
}

/**
 * R4.06 a mini-program page by host: navigation inside the hosting mini-program (another
 * mini-program through its transit page), the app's launcher, or a link from the gateway in a
 * browser, falling back to the mobile site.
 */
export function miniProgramEffects(
  context: ActionContext,
  { appId, originalId, url }: MiniProgramTarget,
): Effect[] {
  const target = url.trim() === '' ? '' : `/${url.trim().replace(/^\/+/, '')}`;
  const envVersion = miniProgramEnvVersion(context.config.name);
  switch (context.host) {
    case 'miniProgram': {
      const own =
        appId === undefined ||
        context.miniProgramAppId === undefined ||
        appId === context.miniProgramAppId;
      if (own)
        return target
          ? [{ type: 'miniProgramNavigate', url: target }]
          : [{ type: 'ignored', reason: 'no mini-program page' }];
      const transit = new URLSearchParams({
        appid: appId,
        path: target,
        ...(context.userId ? { userId: context.userId } : {}),
      });
      return [{ type: 'miniProgramNavigate', url: `/pages/transit/transit?${transit}` }];
    }
    case 'app':
      return [
        {
          type: 'appOpenMiniProgram',
          ...(appId ? { appId } : {}),
          ...(originalId ? { originalId } : {}),
          path: target,
          envVersion,
        },
      ];
    case 'wechatBrowser':
    case 'browser': {
      const [path = '', query = ''] = target.split('?', 2);
      const fallbackUrl = siteFallbackForMiniProgram(context.config.mobileSite, target);
      return [
        {
          type: 'openMiniProgramLink',
          link: {
            ...(appId ? { appId } : {}),
            path,
            query,
            envVersion,
            ...(fallbackUrl ? { fallbackUrl } : {}),
          },
        },
      ];
    }
    default:
      return context.host satisfies never;
  }
}

/** A link from the CMS: a mini-program path goes to the mini-program, anything else must pass the link check. */
export function linkEffects(context: ActionContext, url: string | undefined): Effect[] {
  if (url === undefined || url.trim() === '') return [{ type: 'ignored', reason: 'no link' }];
  if (isMiniProgramPath(url)) return miniProgramEffects(context, { url });
  const verdict = checkLinkTarget(url);
  return verdict.ok
    ? [{ type: 'open', url: verdict.url }]
    : [{ type: 'refused', reason: verdict.reason }];
}

/** Opens one of our activity pages, carrying the current query. */
export function activityPageEffects(context: ActionContext, pageId: string | undefined): Effect[] {
  if (!pageId) return [{ type: 'ignored', reason: 'no activity page id' }];
  return [
    { type: 'open', url: pageHref(context.appBase, 'activity-page', { pageId }, context.search) },
  ];
}

/** A product: inside the mini-program its order page; elsewhere the product's URL scheme from the gateway. */
export function productEffects(
  context: ActionContext,
  product: {
    productId?: string | undefined;
    platformId?: string | undefined;
    productUrl?: string | undefined;
  },
): Effect[] {
  const { productId, platformId, productUrl } = product;
  if (!productId) return [{ type: 'ignored', reason: 'no product id' }];
  if (context.host === 'miniProgram') {
    const query = new URLSearchParams({ productId, ...(platformId ? { platformId } : {}) });
    return [{ type: 'miniProgramNavigate', url: `/pages/order/order?${query}` }];
  }
  const fallback = productUrl !== undefined ? checkLinkTarget(productUrl) : undefined;
  const link = {
    productId,
    ...(platformId ? { platformId } : {}),
    ...(context.query.roomLiveId ? { roomLiveId: context.query.roomLiveId } : {}),
    ...(context.userId ? { memberUserId: context.userId } : {}),
    ...(fallback?.ok ? { fallbackUrl: fallback.url } : {}),
  };
  return [{ type: 'openProduct', link }];
}
