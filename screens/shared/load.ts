import { ApiError } from '../../api/api-error.ts';
import type { AnswerOf, CheckedEndpoint } from '../../api/answer-types.ts';
import type { ApiClient } from '../../api/client.ts';
import type { CallOptions } from '../../api/types.ts';
import { SUCCESS_CODE } from '../../lib/wire.ts';
import { LOAD_MESSAGES } from '../../runtime/load-messages.ts';
import { PageLoadError } from '../../runtime/page-load-error.ts';

/** A missing id in the address: the screen has nothing to ask for. */
export function missingId(what: string): PageLoadError {
  return new PageLoadError('missing-id', `页面地址不完整，缺少${what}`);
}

/**
 * A screen's call whose answer it cannot do without: its checked data, or a PageLoadError the
 * visitor reads (the server's own message for a code other than 1, which the page server answers
 * 404; 'shape' 502; 'network' makes the page server answer the client shell).
 */
export async function required<Name extends CheckedEndpoint>(
  api: ApiClient,
  name: Name,
  options: CallOptions = {},
): Promise<AnswerOf<Name>> {
  let answer;
  try {
    answer = await api.call(name, options);
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'shape')
      throw new PageLoadError('shape', LOAD_MESSAGES.shape);
    throw new PageLoadError('network', LOAD_MESSAGES.network);
  }
  if (answer.code !== SUCCESS_CODE)
    throw new PageLoadError('server', answer.message || LOAD_MESSAGES.server);
  return answer.data;
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
    return fallback;
  }
}
