import { ApiError } from './api-error.ts';
import { SUCCESS_CODE, type Envelope } from '../lib/wire.ts';

/**
 * The data of a successful answer; any other code throws an ApiError of kind 'code' carrying the
 * server's message (or 服务器异常 without one), for flows that toast it (spec §8, R8.01).
 */
export function unwrap<T>(envelope: Envelope<T>, endpoint = ''): T {
  if (envelope.code === SUCCESS_CODE) return envelope.data;
  const message =
    envelope.message === undefined || envelope.message === '' ? undefined : envelope.message;
  throw new ApiError('code', endpoint, { message, code: envelope.code });
}
