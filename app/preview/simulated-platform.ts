import type { ContextPlatform } from '../../actions/context.ts';
import type { Deployment } from '../../lib/deployment.ts';
import type { Host } from '../../platform/host.ts';

/**
 * The platform of the host the preview simulates, as far as a tap's context reads it: the host,
 * the visit's query, the build's settings; no promotion click or channel (the visit did not come
 * from an ad) and no page to go back to.
 */
export function simulatedPlatform(host: Host, search: string, config: Deployment): ContextPlatform {
  return {
    host,
    search,
    config,
    attribution: { params: () => ({}), channel: () => Promise.resolve(undefined) },
    browser: { hasReferrer: () => false },
  };
}
