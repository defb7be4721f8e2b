import { ENDPOINTS, type Endpoint, type EndpointName } from '../api/endpoints.ts';
import type { Answer, CallRequest } from './answer.ts';
import type { GatewayContext } from './context.ts';

/**
 * One call the local gateway answers, named by its row in the client's endpoint table: method and
 * path come from that row, so the client and the gateway cannot drift apart.
 */
export interface Route {
  name: EndpointName;
  /** How the body is read: JSON (default) or multipart/form-data. */
  body?: 'json' | 'multipart';
  handle: (call: CallRequest, context: GatewayContext) => Answer | Promise<Answer>;
}

/**
 * Where each base of the endpoint table is served locally; the same prefixes are the client's
 * `local` deployment defaults (lib/deployment.ts).
 */
const LOCAL_BASES = {
  gateway: '/api/',
  activity: '/api/bosscloud-activity/',
  customerAdmin: '/api/dubbo-customer-admin-api/',
  userCentre: '/api/',
} as const;

/** The route's method and its path pattern for the router (`{id}` becomes `:id`). */
export function routeTarget(name: EndpointName): { method: 'GET' | 'POST'; pattern: string } {
  const endpoint: Endpoint = ENDPOINTS[name];
  const base = LOCAL_BASES[endpoint.base ?? 'gateway'];
  return {
    method: endpoint.method,
    pattern: `${base}${endpoint.path.replace(/\{(\w+)\}/g, ':$1')}`,
  };
}
