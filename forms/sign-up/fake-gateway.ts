import type { CallOptions, Envelope } from '../../api/types.ts';
import type { ApiCaller } from '../api-port.ts';

/** One scripted answer of the fake gateway: an envelope, a network failure, or the real behaviour. */
export type Scripted = Envelope | Error | 'store';

/**
 * A gateway stand-in for tests and stories: login answers a user, the stay-consult commit stores
 * one record per idempotency key (like the local gateway), and scripted answers take precedence.
 */
export function createFakeGateway(script: Partial<Record<string, Scripted[]>> = {}) {
  const calls: { name: string; options: CallOptions | undefined }[] = [];
  const records = new Map<string, unknown>();
  const answer = (name: string, options: CallOptions | undefined): Envelope => {
    const body = (options?.body ?? {}) as Record<string, unknown>;
    if (name.includes('StayConsult') || name.startsWith('authApprove')) {
      const key = String(body.idempotencyKey ?? records.size);
      if (!records.has(key)) records.set(key, body);
      return { code: 1, data: { id: [...records.keys()].indexOf(key) + 1 } };
    }
    if (name.startsWith('userLogin') && name !== 'userLoginSendCode') {
      return body.smsCode === '0000' ? { code: 4001, data: null, message: '验证码错误' } : { code: 1, data: { user: { id: 7, encryId: 'e7' } } };
    }
    return { code: 1, data: true };
  };
  const api: ApiCaller = {
    call<Data>(name: string, options?: CallOptions) {
      calls.push({ name, options });
      const next = script[name]?.shift() ?? 'store';
      if (next instanceof Error) return Promise.reject(next);
      if (next !== 'store') return Promise.resolve(next as Envelope<Data>);
      // Both the real answer and the record happen, as when a response is lost after the server stored it.
      return Promise.resolve(answer(name, options) as Envelope<Data>);
    },
  };
  return { api, calls, records };
}
