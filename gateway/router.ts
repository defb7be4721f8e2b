import type { GatewayContext } from './context.ts';
import type { Answer, CallRequest } from './http/answer.ts';

/** One call of docs/local-gateway.md: method, path under /api/ (`{name}` is a parameter), handler. */
export interface Route {
  method: 'GET' | 'POST';
  path: string;
  /** How the body is read: JSON (default) or multipart/form-data. */
  body?: 'json' | 'multipart';
  handle: (call: CallRequest, context: GatewayContext) => Answer | Promise<Answer>;
}

/** What matching a path found: the route and its parameters, a path known under another method, or nothing. */
export type RouteMatch =
  | { kind: 'found'; route: Route; params: Record<string, string> }
  | { kind: 'wrong-method'; allowed: string }
  | { kind: 'none' };

function matchPath(pattern: string, path: string): Record<string, string> | undefined {
  const want = pattern.split('/');
  const have = path.split('/');
  if (want.length !== have.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, segment] of want.entries()) {
    const actual = have[index] ?? '';
    const name = /^\{(\w+)\}$/.exec(segment)?.[1];
    if (name !== undefined && actual !== '') params[name] = actual;
    else if (segment !== actual) return undefined;
  }
  return params;
}

/** Finds the route for a method and a path under /api/ (without a leading slash). */
export function matchRoute(routes: readonly Route[], method: string, path: string): RouteMatch {
  const allowed: string[] = [];
  for (const route of routes) {
    const params = matchPath(route.path, path);
    if (!params) continue;
    if (route.method === method || (route.method === 'GET' && method === 'HEAD')) {
      return { kind: 'found', route, params };
    }
    allowed.push(route.method);
  }
  return allowed.length > 0
    ? { kind: 'wrong-method', allowed: allowed.join(', ') }
    : { kind: 'none' };
}
