import type { Deployment } from '../lib/deployment.ts';
import type { Endpoint } from './endpoints.ts';
import type { CallOptions } from './types.ts';

function baseOf(deployment: Deployment, endpoint: Endpoint): string {
  switch (endpoint.base) {
    case undefined:
      return deployment.gatewayBase;
    case 'activity':
      return deployment.activityBase;
    case 'customerAdmin':
      return deployment.customerAdminBase;
    case 'userCentre':
      return deployment.userCentreBase;
    default:
      return endpoint.base satisfies never;
  }
}

/**
 * The address of one call: its base, its path with each `{x}` replaced by the URL-encoded
 * parameter, and the query (undefined values left out). Throws when a path parameter is missing,
 * which is a programming error.
 */
export function requestUrl(
  deployment: Deployment,
  endpoint: Endpoint,
  options: Pick<CallOptions, 'params' | 'query'>,
): string {
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_placeholder, name: string) => {
    const value = options.params?.[name];
    if (value === undefined)
      throw new Error(`Missing path parameter "${name}" for ${endpoint.path}`);
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) query.append(key, String(value));
  }
  const search = query.toString();
  return `${baseOf(deployment, endpoint)}${path}${search === '' ? '' : `?${search}`}`;
}
