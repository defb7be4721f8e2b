import type { Environment } from '../lib/environments.ts';
import type { Endpoint } from './endpoints.ts';
import type { CallOptions } from './types.ts';

function baseOf(environment: Environment, endpoint: Endpoint): string {
  switch (endpoint.base) {
    case undefined:
      return environment.gatewayBase;
    case 'activity':
      return environment.activityBase;
    case 'customerAdmin':
      return environment.customerAdminBase;
    case 'userCentre':
      return environment.userCentreBase;
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
  environment: Environment,
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
  return `${baseOf(environment, endpoint)}${path}${search === '' ? '' : `?${search}`}`;
}
