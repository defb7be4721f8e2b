import { createApiClient, type ApiClient } from '../api/client.ts';
import { offlineFormsRoot } from '../forms/forms-root.ts';
import { currentDeployment } from '../lib/deployment.ts';
import type { QueryParams } from '../lib/query.ts';
import { detectHost, type Host } from '../platform/host.ts';
import { memoryStorage } from '../platform/storage.ts';
import type { ProvidedServices } from './AppProviders.tsx';
import { sanitizeHtml } from '../ui/sanitize-html.ts';
import { apiDataSources } from './live-source.ts';
import { headerContext } from './session.ts';

/** How the page server reaches the gateway. */
export interface ServerApiOptions {
  /** The gateway's address (`GATEWAY_URL`); the build's relative call paths resolve against it. */
  gatewayUrl: string;
  query: QueryParams;
  /** Gives up on a call after this long (the page server then answers the client shell). */
  timeoutMs: number;
  /** The request is on a mobile-site path: calls say osType MSite, as the browser's will. */
  mobileSite?: boolean;
  logger?: Pick<Console, 'error' | 'warn'>;
}

/**
 * The api client of one server render: anonymous (no token, no device id of its own), with the
 * visit's query headers, calling the same paths the browser calls, on the gateway the page server
 * proxies the browser's `/api/` calls to.
 */
export function serverApi({
  gatewayUrl,
  query,
  timeoutMs,
  logger,
  mobileSite = false,
}: ServerApiOptions): ApiClient {
  return createApiClient({
    deployment: currentDeployment,
    storage: { session: memoryStorage() },
    headers: headerContext(
      query,
      '',
      {},
      () => undefined,
      currentDeployment.grayRelease,
      mobileSite,
    ),
    fetch: (input, init) => fetch(new URL(String(input), gatewayUrl), init),
    timeoutMs,
    ...(logger ? { logger } : {}),
  });
}

/**
 * What the providers hold while rendering on the server: nothing there taps, logs in or loads
 * (effects never run on the server), so the action engine does nothing and the forms are offline.
 */
export function serverServices(api: ApiClient): ProvidedServices {
  return {
    api,
    dispatch: () => undefined,
    forms: offlineFormsRoot(),
    sources: apiDataSources(api),
  };
}

/** The host a request comes from, as far as the server can tell (a mini-program web-view without its user-agent marker tells only in the browser). */
export function requestHost(userAgent: string | undefined, query: QueryParams): Host {
  return detectHost({ userAgent: userAgent ?? '', isApp: query.isApp });
}

/**
 * Loads what the first request would otherwise wait for (jsdom and DOMPurify for rich text, about
 * half a second), so a fresh replica answers its first rich-text page as fast as the rest.
 */
export function warmUpServer(): Promise<void> {
  return sanitizeHtml('<p>warm</p>').then(() => undefined);
}
