/**
 * Every query parameter the product reads (spec §3 "query parameters handled", the page ids, and
 * the promotion click-ids), under one name each: `userid` is read as `userId`, `navbarHeight` as
 * `navBarHeight`. Empty values count as absent.
 */
export interface QueryParams {
  pageId?: string;
  projectId?: string;
  articleId?: string;
  /** A topic's id (special.html?id=, the mobile site's /special/{id}). */
  id?: string;
  activeId?: string;
  userId?: string;
  mobile?: string;
  navBarHeight?: number;
  deviceId?: string;
  key?: string;
  /** isApp=1: the page runs inside the provider's app. */
  isApp: boolean;
  province?: string;
  city?: string;
  cityCode?: string;
  areaCode?: string;
  longitude?: number;
  latitude?: number;
  utm_source?: string;
  sa_utm?: string;
  shareUniId?: string;
  tjid?: string;
  lbbSource?: string;
  sceneId?: string;
  clearNav?: string;
  showShare?: string;
  isFromShareH5?: string;
  roomLiveId?: string;
  /** The meeting of unicorn-meeting-signup (spec §2). */
  mid?: string;
  /** WeChat's one-time OAuth code. */
  code?: string;
  /** preview=1: staff see invalid modules with their diagnostic. */
  preview: boolean;
  /** gray=1: a gray-release visit (R6.05), set by the CMS on the links of a gray release. */
  gray: boolean;
  gdt_vid?: string;
  qz_gdt?: string;
  track_id?: string;
  // The VIP page's own parameters (vip.html, spec §2), read by the screen itself
  // (ScreenDefinition.ownQuery, screens/vip/vip-query.ts): no other page pays for their names.
  /** The VIP page: the level to show first. */
  vipKey?: string;
  /** The VIP page: whose levels (default bosscloud, R9.11); sent as the businesskey header. */
  businessKey?: string;
  /** The VIP page: 1 shows the level above the visitor's first (R4.10). */
  upGrade?: string;
  /** The VIP page: 1 shows the level above the visitor's first, as upGrade (R4.10). */
  isToNext?: string;
  /** The VIP page: 1 shows the visitor's rights period. */
  isShowRightsTime?: string;
  /** The VIP page: 1 locks the level cards (no swiping). */
  swiperDisabled?: string;
  /** The VIP page: the payment page's path on the payment site. */
  payPath?: string;
  /** shortvideo.html's video (spec §2), read by the screen itself (screens/live/short-video.ts). */
  videoId?: string;
  /**
   * unicorn-meeting-signup opened from an invitation (docs/conference.md), read by the screen itself
   * (screens/meeting/unicorn-meeting-signup.ts).
   */
  invitationId?: string;
}

/** Parameters one screen reads itself (ScreenDefinition.ownQuery), not this shared reader. */
export type OwnKey =
  | 'vipKey'
  | 'businessKey'
  | 'upGrade'
  | 'isToNext'
  | 'isShowRightsTime'
  | 'swiperDisabled'
  | 'payPath'
  | 'videoId'
  | 'invitationId';

type TextKey = {
  [K in keyof QueryParams]-?: QueryParams[K] extends string | undefined ? K : never;
}[keyof QueryParams];

const TEXT_KEYS = [
  'pageId',
  'projectId',
  'articleId',
  'id',
  'activeId',
  'mobile',
  'deviceId',
  'key',
  'province',
  'city',
  'cityCode',
  'areaCode',
  'utm_source',
  'sa_utm',
  'shareUniId',
  'tjid',
  'lbbSource',
  'sceneId',
  'clearNav',
  'showShare',
  'isFromShareH5',
  'roomLiveId',
  'mid',
  'code',
  'gdt_vid',
  'qz_gdt',
  'track_id',
] as const satisfies readonly Exclude<TextKey, 'userId' | OwnKey>[];

/** Names a parameter arrives under, first spelling wins. */
export const SPELLINGS = {
  userId: ['userId', 'userid'],
  navBarHeight: ['navBarHeight', 'navbarHeight'],
} as const;

function first(params: URLSearchParams, names: readonly string[]): string | undefined {
  for (const name of names) {
    const value = params.get(name)?.trim();
    if (value) return value;
  }
  return undefined;
}

function numeric(value: string | undefined): number | undefined {
  const parsed = value === undefined ? Number.NaN : Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
}

/** Reads the query string (with or without `?`) into one typed object. */
export function readQuery(search: string | URLSearchParams): QueryParams {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const query: QueryParams = {
    isApp: params.get('isApp') === '1',
    preview: params.get('preview') === '1',
    gray: params.get('gray') === '1',
  };
  for (const key of TEXT_KEYS) {
    const value = first(params, [key]);
    if (value !== undefined) query[key] = value;
  }
  const userId = first(params, SPELLINGS.userId);
  if (userId !== undefined) query.userId = userId;
  const numbers = {
    navBarHeight: first(params, SPELLINGS.navBarHeight),
    longitude: params.get('longitude') ?? undefined,
    latitude: params.get('latitude') ?? undefined,
  };
  for (const [key, text] of Object.entries(numbers) as [
    keyof typeof numbers,
    string | undefined,
  ][]) {
    const value = numeric(text);
    if (value !== undefined) query[key] = value;
  }
  return query;
}

/** Never carried to another page: WeChat's single-use OAuth values, and the token (never in a URL). */
export const NEVER_CARRIED = ['code', 'state', 'token'] as const;

/** Dropped when a project or article card opens its page: the current page's target ids (spec §2). */
export const CARD_DROPPED = ['projectId', 'articleId'] as const;

/** 0: a share button with the app's own bar; 1: no app bar, the page draws back and share. */
export type ShareDisplayMode = 0 | 1;

/**
 * R4.13–R4.15: showShare=1 alone gives mode 0 (clearNav removed, showShare kept); clearNav=1 alone
 * gives mode 1 (showShare removed, clearNav kept); otherwise clearNav is removed.
 */
export function shareDisplay(search: string | URLSearchParams): {
  mode: ShareDisplayMode | undefined;
  params: URLSearchParams;
} {
  const params = new URLSearchParams(search);
  const showShare = params.get('showShare') === '1';
  const clearNav = params.get('clearNav') === '1';
  if (showShare && !clearNav) {
    params.delete('clearNav');
    return { mode: 0, params };
  }
  if (clearNav && !showShare) {
    params.delete('showShare');
    return { mode: 1, params };
  }
  params.delete('clearNav');
  return { mode: undefined, params };
}

/**
 * The one carry rule for every jump to another page of ours: keep the current parameters (identity,
 * app flags, location, attribution, click-ids) except the never-carried ones and `drop`, with the
 * share-display rule applied.
 */
export function carriedQuery(
  search: string | URLSearchParams,
  drop: readonly string[] = [],
): URLSearchParams {
  const { params } = shareDisplay(search);
  for (const name of [...NEVER_CARRIED, ...drop]) params.delete(name);
  for (const [name, value] of [...params]) if (value === '') params.delete(name);
  return params;
}
