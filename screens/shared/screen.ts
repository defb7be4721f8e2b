import type { ComponentType } from 'react';
import type { ApiClient } from '../../api/client.ts';
import type { QueryParams } from '../../lib/query.ts';
import type { SitePath } from '../../lib/site-path.ts';
import type { ActionContext } from '../../actions/context.ts';

/** What a screen shows once it knows: its data, or the sentence that says why there is none. */
export type Outcome<T> = { status: 'ready'; value: T } | { status: 'failed'; message: string };

/** What a screen's body renders with once its data is in. */
export interface ScreenProps<T> {
  value: T;
  query: QueryParams;
  /** The query string as opened (without '?'), for the links the screen builds. */
  search: string;
}

/** What a screen's share card says (the host's share menu, the app's share button). */
export interface ScreenShare {
  title: string;
  desc?: string;
  /** An image address (absolute, or relative to storage). */
  image?: string;
  /** The mini-program card's image (spec §3 share payload), an address like `image`. */
  mpImage?: string;
  /** Which client the share option was configured for (spec §3 share payload). */
  platformType?: number;
}

/**
 * One non-module screen of the product (DESIGN.md "One route table"): the route table wraps it in a
 * route the page server renders, and its client entry hydrates it. The loader runs on the server
 * and, on a plain static host or after a retry, in the browser; it throws a PageLoadError whose
 * message the visitor reads (`failure` 'network' makes the page server answer the client shell).
 */
export interface ScreenDefinition<T> {
  name: string;
  /** The built HTML file, e.g. `unicorn-detail.html`. */
  html: string;
  /** What the page is, in a few words, for the index of pages (the page server's `/`). */
  label?: string;
  sitePaths?: readonly SitePath[];
  /** The query parameters the screen reads. */
  params: readonly (keyof QueryParams)[];
  /**
   * Adds the parameters only this screen reads (lib/query.ts OwnKey) to the shared reader's query,
   * in the browser and on the page server alike; their reading code stays in the screen's chunk.
   */
  ownQuery?(query: QueryParams, search: string): QueryParams;
  load(api: ApiClient, query: QueryParams, signal?: AbortSignal): Promise<T>;
  /** The document title once loaded. */
  title(value: T): string;
  /** The share card; `host` for a screen whose card differs by host (the VIP page's clientType). */
  share?(value: T, host?: ActionContext['host']): ScreenShare | undefined;
  /** The page-view event's properties (spec §3 analytics fields); without, the page view is sent bare. */
  pageView?(value: T): Record<string, string | number>;
  Screen: ComponentType<ScreenProps<T>>;
  /** Shown while the browser loads (a static host, a retry); a spinner when absent. */
  Skeleton?: ComponentType;
  /**
   * The lazily loaded parts (build-manifest sources) this value renders at once, e.g. a player:
   * the page server preloads their chunks, so hydration waits on no extra round trip.
   */
  preload?(value: T): string[];
  /** `false` on the page the download header leads to (download.html): it does not lead to itself. */
  downloadHeader?: false;
}

/** The document title of a screen that has nothing to show. */
export const DEFAULT_TITLE = '天九老板云';
