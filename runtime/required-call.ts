import { ApiError } from '../api/api-error.ts';
import type { AnswerOf, CheckedEndpoint } from '../api/answer-types.ts';
import type { ApiCall } from '../api/client.ts';
import type { CallOptions } from '../api/types.ts';
import { SUCCESS_CODE } from '../lib/wire.ts';
import { LOAD_MESSAGES } from './load-messages.ts';
import { PageLoadError } from './page-load-error.ts';

/**
 * A call a page cannot be shown without: its checked data, or a PageLoadError the visitor reads —
 * the server's own message for a code other than 1 (the page server answers 404), 'shape' for an
 * answer the edge of api/ refused (502; api/ logged the field path), 'network' when no answer came
 * (the page server answers the client shell).
 */
export async function requiredCall<Name extends CheckedEndpoint>(
  call: ApiCall,
  name: Name,
  options: CallOptions = {},
): Promise<AnswerOf<Name>> {
  let answer;
  try {
    answer = await call(name, options);
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'shape')
      throw new PageLoadError('shape', LOAD_MESSAGES.shape);
    throw new PageLoadError('network', LOAD_MESSAGES.network);
  }
  if (answer.code !== SUCCESS_CODE)
    throw new PageLoadError('server', answer.message || LOAD_MESSAGES.server);
  return answer.data;
}
