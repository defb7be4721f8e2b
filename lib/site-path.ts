import type { QueryParams } from './query.ts';

/**
 * A mobile-site path (spec §2) a page is also served under, e.g. `/project/:id`; the path's `:id`
 * is read as the query parameter `param`.
 */
export interface SitePath {
  path: string;
  param?: keyof QueryParams;
}

function matcher(path: string): RegExp {
  const pattern = path
    .split('/')
    .map((part) => (part.startsWith(':') ? '([^/]+)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${pattern}/?$`);
}

/**
 * Whether a visit is on the mobile site: its path is one of the site paths the page is served
 * under (`/project`, `/news/12`), not its HTML name. The page server and the browser both decide
 * it from the path of the visit, so calls send the same `osType` on either side (spec §7: MSite
 * where given) and nothing about it is in the build.
 */
export function onSitePath(sitePaths: readonly SitePath[] | undefined, pathname: string): boolean {
  return (sitePaths ?? []).some(({ path }) => matcher(path).test(pathname));
}

/**
 * The query parameters a site path carries in itself (`/project/12` gives `projectId=12`), read the
 * same way by the page server and the browser; none for any other path.
 */
export function sitePathParams(
  sitePaths: readonly SitePath[] | undefined,
  pathname: string,
): Record<string, string> {
  for (const { path, param } of sitePaths ?? []) {
    const match = matcher(path).exec(pathname);
    if (!match) continue;
    const value = match[1];
    if (param === undefined || value === undefined) return {};
    try {
      return { [param]: decodeURIComponent(value) };
    } catch {
      return {};
    }
  }
  return {};
}

/** The query string with a site path's parameters set (they win over the same names in the query). */
export function withSitePathParams(
  search: string | URLSearchParams,
  params: Record<string, string>,
): URLSearchParams {
  const merged = new URLSearchParams(search);
  for (const [name, value] of Object.entries(params)) merged.set(name, value);
  return merged;
}
