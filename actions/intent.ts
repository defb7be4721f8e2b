import type { LiveStatus } from '../lib/live-status.ts';
import type { MapLocation } from '../lib/map.ts';
import type { Pic, Product } from '../schemas/index.ts';

/** A navigation target of banners and cards (spec §3); `jumpType` as in NAVIGATION_JUMP_TYPE. */
export interface NavigationTarget {
  jumpType: number;
  jumpFlag?: string;
  skipContent?: string;
  appId?: string;
  wxmpId?: string;
}

/** A banner the navigation came from: its click is an analytics event. */
export interface BannerSource {
  id: string;
  title?: string;
}

/** Flat analytics properties (spec §3 analytics event fields, e.g. Venues_id, project_id). */
export type TrackProperties = Record<string, string | number | boolean | undefined>;

/**
 * What a tap asks for, as data. Renderers emit intents; `resolve()` decides the effects per
 * host and `perform()` carries them out.
 */
export type Intent =
  | { kind: 'imageTap'; moduleId: string; pic: Pic; stayConsult: number }
  | { kind: 'navigate'; target: NavigationTarget; banner?: BannerSource }
  | { kind: 'openProject'; projectId: string; projectName?: string }
  | { kind: 'openArticle'; articleId: string }
  | { kind: 'openTopic'; topicId: string }
  | { kind: 'openBusiness'; projectId: string }
  /** `status`: the room's status as the card shows it, undefined while unknown. */
  | { kind: 'liveTap'; roomLiveId: string; status: LiveStatus | undefined }
  | { kind: 'goodsTap'; product: Product }
  | { kind: 'openActivityPage'; pageId: string }
  | { kind: 'openLink'; url: string }
  /**
   * Hand the visitor over to the provider's app (the download page): wake it by `scheme`, else
   * download it from `downloadUrl` (which carries the visit's channel).
   */
  | { kind: 'openApp'; scheme: string; downloadUrl: string }
  /**
   * Hand the visitor to the payment page (the VIP centre, R5.12): `path` on the payment site (the
   * link's payPath) with the order's `params`; in the app through the bridge.
   */
  | { kind: 'pay'; path: string | undefined; params: Record<string, string> }
  /** Show a place on a map (a meeting's venue): WeChat's map in WeChat, else a map link (zoom 15). */
  | { kind: 'openLocation'; location: MapLocation }
  | { kind: 'back' }
  | { kind: 'share' }
  /** Not a tap: dispatched once the page has loaded, so WeChat and the mini-program share this page. */
  | { kind: 'prepareShare' }
  | { kind: 'track'; event: string; properties: TrackProperties };

export type IntentKind = Intent['kind'];
