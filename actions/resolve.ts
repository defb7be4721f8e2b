import { codeIn } from '../lib/code-table.ts';
import { LIVE_STATUS, type LiveStatus } from '../lib/live-status.ts';
import { NAVIGATION_JUMP_TYPE } from '../lib/navigation-jump-type.ts';
import { payUrl } from '../lib/pay-url.ts';
import { CARD_DROPPED } from '../lib/query.ts';
import { SHARE_MISSING } from '../platform/share.ts';
import { appOpeningFor } from './app-opening.ts';
import type { ActionContext } from './context.ts';
import type { Effect } from './effects.ts';
import { ANALYTICS_EVENTS, projectActivityClick, sourceType, venueFields } from './events.ts';
import type { BannerSource, Intent, NavigationTarget } from './intent.ts';
import { mapLink } from '../lib/map.ts';
import { resolveImageTap } from './resolve-image-tap.ts';
import {
  activityPageEffects,
  linkEffects,
  miniProgramEffects,
  productEffects,
} from './resolve-targets.ts';
import { pageHref, siteFallbackForAppModule, sitePageHref, type SitePathPage } from './targets.ts';

/** The app's module key for a live room. */
export const NATIVE_LIVE_ROOM = 'liveRoom';
/** The app's module key for its payment page (it takes the payment page's `url`). */
export const NATIVE_PAY = 'pay';

/** skipContent of an app target: a JSON object of parameters, or one id. */
function appParams(skipContent: string | undefined): Record<string, string> {
  if (!skipContent) return {};
  try {
    const parsed: unknown = JSON.parse(skipContent);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
      return Object.fromEntries(Object.entries(parsed).map(([key, value]) => [key, String(value)]));
    }
  } catch {
    // Not JSON: the whole text is the id.
  }
  return { id: skipContent };
}

/** R4.06 a banner or card target (see NAVIGATION_JUMP_TYPE). */
function navigationEffects(target: NavigationTarget, context: ActionContext): Effect[] {
  const jumpType = codeIn(NAVIGATION_JUMP_TYPE, target.jumpType);
  switch (jumpType) {
    case undefined:
      return [{ type: 'ignored', reason: `unknown navigation jumpType ${target.jumpType}` }];
    case NAVIGATION_JUMP_TYPE.app: {
      if (context.host === 'app')
        return [
          {
            type: 'nativeJump',
            module: target.jumpFlag ?? '',
            params: appParams(target.skipContent),
          },
        ];
      const params = appParams(target.skipContent);
      const fallback = siteFallbackForAppModule(
        context.config.mobileSite,
        target.jumpFlag,
        params.id ?? Object.values(params)[0],
      );
      return [{ type: 'open', url: fallback ?? context.config.mobileSite }];
    }
    case NAVIGATION_JUMP_TYPE.h5:
      return linkEffects(context, target.skipContent);
    case NAVIGATION_JUMP_TYPE.miniProgram:
      return miniProgramEffects(context, {
        appId: target.appId,
        originalId: target.wxmpId,
        url: target.skipContent ?? '',
      });
    default:
      return jumpType satisfies never;
  }
}

function bannerClick(banner: BannerSource | undefined, context: ActionContext): Effect[] {
  if (banner === undefined) return [];
  return [
    {
      type: 'track',
      event: ANALYTICS_EVENTS.bannerClick,
      properties: {
        Venues_id: banner.id,
        Venues_name: banner.title,
        source_type: sourceType(context),
      },
    },
  ];
}

/** R4.07 a live room: the app's and the mini-program's own room; on the web, a preview opens its details page. */
function liveEffects(
  roomLiveId: string,
  status: LiveStatus | undefined,
  context: ActionContext,
): Effect[] {
  if (context.host === 'app')
    return [{ type: 'nativeJump', module: NATIVE_LIVE_ROOM, params: { roomLiveId } }];
  if (context.host === 'miniProgram')
    return [
      {
        type: 'miniProgramNavigate',
        url: `/pages/index/index?roomLiveId=${encodeURIComponent(roomLiveId)}`,
      },
    ];
  return [
    {
      type: 'open',
      url: pageHref(
        context.appBase,
        status === LIVE_STATUS.preview ? 'live-details' : 'live-room',
        { roomLiveId },
        context.search,
      ),
    },
  ];
}

/** The download page: a browser wakes the app, else downloads it; WeChat blocks both; the app is there already. */
function openAppEffects(
  { scheme, downloadUrl }: Extract<Intent, { kind: 'openApp' }>,
  context: ActionContext,
): Effect[] {
  const opening = appOpeningFor(context.host);
  switch (opening) {
    case 'launch':
      return [{ type: 'launchApp', url: scheme, fallbackUrl: downloadUrl }];
    case 'openInBrowser':
      return [
        {
          type: 'ignored',
          reason: 'WeChat blocks app schemes and downloads: open the page in the browser',
        },
      ];
    case 'fromStore':
      return [
        {
          type: 'ignored',
          reason:
            'the mini-program web-view blocks app schemes and downloads: get it from the app store',
        },
      ];
    case 'inApp':
      return [{ type: 'ignored', reason: 'already in the app' }];
    default:
      return opening satisfies never;
  }
}

/** R5.12 the payment hand-off: the payment site's page, through the app's bridge in the app. */
function payEffects(
  { path, params }: Extract<Intent, { kind: 'pay' }>,
  context: ActionContext,
): Effect[] {
  const url = payUrl(context.config.paySite, path, params);
  return context.host === 'app'
    ? [{ type: 'nativeJump', module: NATIVE_PAY, params: { ...params, url } }]
    : [{ type: 'open', url }];
}

function backEffects(context: ActionContext): Effect[] {
  if (context.host === 'app') return [{ type: 'nativeBack' }];
  if (context.host === 'miniProgram') return [{ type: 'miniProgramBack' }];
  return context.hasReferrer
    ? [{ type: 'historyBack' }]
    : [{ type: 'open', url: context.config.mobileSite }];
}

function shareEffects(context: ActionContext): Effect[] {
  const payload = context.share;
  if (payload === undefined) return [{ type: 'toast', message: SHARE_MISSING }];
  switch (context.host) {
    case 'app':
      return [{ type: 'appShare', payload }];
    case 'wechatBrowser':
      return [{ type: 'wechatShare', payload }];
    case 'miniProgram':
      return [{ type: 'miniProgramShare', payload }];
    case 'browser':
      return [{ type: 'ignored', reason: 'a plain browser has no share' }];
    default:
      return context.host satisfies never;
  }
}

/** Share data set up front where the visitor shares from the host's own menu (WeChat, the mini-program). */
function prepareShareEffects(context: ActionContext): Effect[] {
  const payload = context.share;
  if (payload === undefined) return [];
  if (context.host === 'wechatBrowser') return [{ type: 'wechatShare', payload }];
  return context.host === 'miniProgram' ? [{ type: 'miniProgramShare', payload }] : [];
}

/** Pure: what an intent does in this context, as an ordered list of effects. */
export function resolve(intent: Intent, context: ActionContext): Effect[] {
  // A card opens its page; on the mobile site, the page's own site path (the visitor stays there).
  const card = (page: SitePathPage, param: string, id: string): Effect[] => [
    {
      type: 'open',
      url: context.mobileSite
        ? sitePageHref(page, id, context.search, [...CARD_DROPPED, param])
        : pageHref(context.appBase, page, { [param]: id }, context.search, CARD_DROPPED),
    },
  ];
  switch (intent.kind) {
    case 'imageTap':
      return resolveImageTap(intent, context);
    case 'navigate':
      return [...bannerClick(intent.banner, context), ...navigationEffects(intent.target, context)];
    case 'openProject':
      return [
        projectActivityClick(context, { id: intent.projectId, name: intent.projectName }),
        ...card('unicorn-detail', 'projectId', intent.projectId),
      ];
    case 'openArticle':
      return card('articledetails', 'articleId', intent.articleId);
    case 'openTopic':
      return card('special', 'id', intent.topicId);
    case 'openBusiness': {
      const own = {
        ...(context.page.activeId ? { activeId: context.page.activeId } : {}),
        projectId: intent.projectId,
      };
      return [
        {
          type: 'open',
          url: pageHref(context.appBase, 'business-opportunity', own, context.search, CARD_DROPPED),
        },
      ];
    }
    case 'liveTap':
      return liveEffects(intent.roomLiveId, intent.status, context);
    case 'goodsTap':
      return productEffects(context, intent.product);
    case 'openActivityPage':
      return activityPageEffects(context, intent.pageId);
    case 'openLink':
      return linkEffects(context, intent.url);
    case 'openApp':
      return openAppEffects(intent, context);
    case 'pay':
      return payEffects(intent, context);
    case 'openLocation':
      return context.host === 'wechatBrowser'
        ? [{ type: 'wechatOpenLocation', location: intent.location }]
        : [{ type: 'open', url: mapLink(intent.location) }];
    case 'back':
      return backEffects(context);
    case 'share':
      return shareEffects(context);
    case 'prepareShare':
      return prepareShareEffects(context);
    case 'track':
      return [
        {
          type: 'track',
          event: intent.event,
          properties: { ...venueFields(context), ...intent.properties },
        },
      ];
    default:
      return intent satisfies never;
  }
}
