export type PageLoadFailure = 'missing-id' | 'server' | 'shape' | 'network';

/**
 * A page that cannot be shown, with the sentence the visitor reads. Its own module: the screen
 * reads it on every page, the loader that throws it loads only when the browser loads a page itself.
 */
export class PageLoadError extends Error {
  override name = 'PageLoadError';
  constructor(
    readonly failure: PageLoadFailure,
    message: string,
  ) {
    super(message);
  }
}

/** What the visitor reads when a page failed to load for a reason the page does not know. */
export const LOAD_FAILED = '页面加载失败，请稍后再试';
