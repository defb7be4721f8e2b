import { LOAD_FAILED, type PageLoadFailure } from './page-load-error.ts';

/**
 * What the visitor reads when a page cannot load, by why (a code failure shows the server's own
 * words when it has some). Only the loaders read it, so it travels with them, not in a page's first
 * JavaScript.
 */
export const LOAD_MESSAGES = {
  'missing-id': '页面地址不完整，缺少页面编号',
  server: LOAD_FAILED,
  shape: '页面数据有误，请稍后再试',
  network: '网络不太顺畅，请检查网络后重试',
} as const satisfies Record<PageLoadFailure, string>;
