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
