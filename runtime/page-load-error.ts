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

/** What the visitor reads when a page cannot load, by why (a code failure shows the server's own words when it has some). */
export const LOAD_MESSAGES = {
  'missing-id': '页面地址不完整，缺少页面编号',
  server: '页面加载失败，请稍后再试',
  shape: '页面数据有误，请稍后再试',
  network: '网络不太顺畅，请检查网络后重试',
} as const satisfies Record<PageLoadFailure, string>;
