import type { ReactNode } from 'react';
import type { ApiClient } from '../api/client.ts';
import type { QueryParams } from '../lib/query.ts';
import type { SitePath } from '../lib/site-path.ts';
import type { Host } from '../platform/host.ts';

/** The id of the `<script type="application/json">` holding a route's rendered data. */
export const ROUTE_DATA_ID = 'bc-route-data';

/** What the page server inlines for a route's client entry to hydrate with. */
export interface Rendered<Data> {
  /** The host the server rendered the chrome for (from the user agent and the query). */
  host: Host;
  data: Data;
  /**
   * The server showed a block without its data (a side call failed): the browser asks for the page's
   * data again once hydrated and shows it whole.
   */
  partial?: boolean;
}

/** What a loader runs with, on the server (the browser loads through its own services). */
export interface LoadContext {
  api: ApiClient;
  query: QueryParams;
  signal: AbortSignal;
}

/** A loader's result: the data to render and inline, and the HTTP status it is answered with. */
export interface Loaded<Data> {
  status: 200 | 404 | 502;
  data: Data;
}

/** What a route renders with on the server besides its data. */
export interface RenderContext {
  api: ApiClient;
  host: Host;
  query: QueryParams;
  /** The query string as requested (without '?'). */
  search: string;
}

/** The document head of a rendered route. */
export interface RouteHead {
  title: string;
}

/**
 * One page of the product (DESIGN.md "One route table"): where it is served, what it reads, how it
 * loads and what it renders. The page server serves it, its client entry hydrates it, and the test
 * suites walk the table.
 */
export interface Route<Data> {
  name: string;
  /** The built HTML file of the route (its client entry), e.g. `activity-page.html`. */
  html: string;
  /** What the page is, in a few words, for the index of pages (the page server's `/`). */
  label?: string;
  /** The mobile-site paths it is also served under, where the spec gives them. */
  sitePaths?: readonly SitePath[];
  /** The query parameters the route reads. */
  params: readonly (keyof QueryParams)[];
  /** Adds the parameters only this route reads to the shared reader's query (ScreenDefinition.ownQuery). */
  ownQuery?(query: QueryParams, search: string): QueryParams;
  /**
   * Loads the route's data through api/. Rejects when the gateway cannot answer in time or at all;
   * the page server then answers the client shell, which loads the page itself.
   */
  load(context: LoadContext): Promise<Loaded<Data>>;
  head(data: Data): RouteHead;
  /**
   * The lazily loaded modules (build-manifest sources, e.g. `registry/image-group/index.ts`) the
   * client needs before it hydrates this data: the page server preloads their chunks.
   */
  preload(data: Data): string[];
  /** The tree the server renders and the route's client entry hydrates. */
  render(data: Data, context: RenderContext): ReactNode;
}
