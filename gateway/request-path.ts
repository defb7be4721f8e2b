/** A request target split into decoded path segments and its query. */
export interface RequestPath {
  /** The path as sent, without the query (what the log shows). */
  pathname: string;
  /** Decoded segments after the leading slash; never `.`, `..`, or containing a slash, backslash or NUL. */
  segments: string[];
  query: URLSearchParams;
}

/**
 * Splits a raw request target. Answers undefined for a path that tries to leave its folder (`..`,
 * encoded or not, or an encoded slash) or cannot be decoded: the caller refuses it.
 */
export function parseRequestPath(target: string): RequestPath | undefined {
  const queryAt = target.indexOf('?');
  const pathname = queryAt < 0 ? target : target.slice(0, queryAt);
  if (!pathname.startsWith('/')) return undefined;
  const segments: string[] = [];
  for (const raw of pathname.slice(1).split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return undefined;
    }
    if (segment === '.' || segment === '..' || /[/\\\0]/.test(segment)) return undefined;
    segments.push(segment);
  }
  return {
    pathname,
    segments,
    query: new URLSearchParams(queryAt < 0 ? '' : target.slice(queryAt + 1)),
  };
}
