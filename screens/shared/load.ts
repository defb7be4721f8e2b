import type { AnswerOf, CheckedEndpoint } from '../../api/answer-types.ts';
import type { ApiClient } from '../../api/client.ts';
import type { CallOptions } from '../../api/types.ts';
import { PageLoadError } from '../../runtime/page-load-error.ts';
import { requiredCall } from '../../runtime/required-call.ts';

/** A missing id in the address: the screen has nothing to ask for. */
export function missingId(what: string): PageLoadError {
  return new PageLoadError('missing-id', `页面地址不完整，缺少${what}`);
}

/** A screen's call whose answer it cannot do without (runtime/required-call.ts). */
export function required<Name extends CheckedEndpoint>(
  api: ApiClient,
  name: Name,
  options: CallOptions = {},
): Promise<AnswerOf<Name>> {
  return requiredCall(api.call, name, options);
}

/** The clients through which a load showed a block without its data (see `leftOutABlock`). */
const leftOut = new WeakSet<ApiClient>();

/**
 * Whether a load through `api` fell back for one of its blocks: the page server makes one client per
 * request, so this says whether that page lacks a block the gateway failed to answer (the page is
 * then not cached, and the browser asks for it again).
 */
export function leftOutABlock(api: ApiClient): boolean {
  return leftOut.has(api);
}

/**
 * A call the screen shows without (a block beside the main content): its data, or `fallback` when
 * it fails in any way, so one failing block never takes the page down.
 */
export async function optional<Name extends CheckedEndpoint, Fallback>(
  api: ApiClient,
  name: Name,
  options: CallOptions,
  fallback: Fallback,
): Promise<AnswerOf<Name> | Fallback> {
  try {
    return await required(api, name, options);
  } catch {
    leftOut.add(api);
    return fallback;
  }
}
