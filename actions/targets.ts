import { carriedQuery } from '../lib/query.ts';

/** This site's HTML pages that taps open (spec §2). */
export type SitePage =
  | 'activity-page'
  | 'unicorn-detail'
  | 'articledetails'
  | 'special'
  | 'business-opportunity'
  | 'unicorn-meeting-signup'
  | 'live-room'
  | 'live-details';

/** R9.04: the meeting sign-up page is opened with RegistereSource 11. */
export const MEETING_REGISTER_SOURCE = '11';

/**
 * The address of one of our pages: its own parameters first, then the current ones carried by the
 * one carry rule (lib/query.ts), without `drop` and without what the page sets itself.
 */
export function pageHref(
  appBase: string,
  page: SitePage,
  own: Record<string, string>,
  search: string,
  drop: readonly string[] = [],
): string {
  const params = new URLSearchParams(own);
  for (const [name, value] of carriedQuery(search, [...drop, ...Object.keys(own)]))
    params.append(name, value);
  const base = appBase.endsWith('/') ? appBase : `${appBase}/`;
  const query = params.toString();
  return `${base}${page}.html${query ? `?${query}` : ''}`;
}

/** Our pages that the mobile site also serves under a path of its own (spec §2), by page. */
const SITE_PAGE_PATHS = {
  'unicorn-detail': '/project/',
  articledetails: '/news/',
  special: '/special/',
} as const;

/** A page the mobile site serves under its own path. */
export type SitePathPage = keyof typeof SITE_PAGE_PATHS;

/**
 * On the mobile site, one of our pages by its site path (`/project/12`) on this same site, the
 * current parameters carried by the one carry rule without `drop`: the visitor stays on the site.
 */
export function sitePageHref(
  page: SitePathPage,
  id: string,
  search: string,
  drop: readonly string[] = [],
): string {
  const query = carriedQuery(search, drop).toString();
  return `${SITE_PAGE_PATHS[page]}${encodeURIComponent(id)}${query ? `?${query}` : ''}`;
}

/** The mobile-site path (spec §2) for a mini-program page or an app module key, by name. */
const SITE_PATHS = new Map<string, (id: string | undefined) => string | undefined>([
  ['projectDetail', (id) => (id ? `/project/${encodeURIComponent(id)}` : undefined)],
  ['articleDetail', (id) => (id ? `/news/${encodeURIComponent(id)}` : undefined)],
  ['special', (id) => (id ? `/special/${encodeURIComponent(id)}` : undefined)],
  ['project', () => '/project'],
  ['news', () => '/news'],
]);

function onSite(mobileSite: string, path: string | undefined): string | undefined {
  return path === undefined ? undefined : `${mobileSite.replace(/\/+$/, '')}${path}`;
}

/** R4.06: where a mini-program path falls back to on the mobile site, when it has an equivalent. */
export function siteFallbackForMiniProgram(mobileSite: string, target: string): string | undefined {
  const [path = '', search = ''] = target.split('?', 2);
  const name = /(?:^|\/)pages\/([^/]+)/.exec(path)?.[1];
  const params = new URLSearchParams(search);
  const id = params.get('projectId') ?? params.get('articleId') ?? params.get('id') ?? undefined;
  return name === undefined
    ? undefined
    : onSite(mobileSite, SITE_PATHS.get(name)?.(id || undefined));
}

/** R4.06: where an app target (module key + skipContent id) falls back to on the mobile site. */
export function siteFallbackForAppModule(
  mobileSite: string,
  module: string | undefined,
  id: string | undefined,
): string | undefined {
  return module === undefined
    ? undefined
    : onSite(mobileSite, SITE_PATHS.get(module)?.(id || undefined));
}

/** A mini-program page path (as CMS links to mini-program pages are written). */
export function isMiniProgramPath(url: string): boolean {
  return /^\/?pages\/[^/?]+\/[^/?]+/.test(url.trim());
}
