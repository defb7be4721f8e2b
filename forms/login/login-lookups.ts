import type { ApiCall } from '../../api/client.ts';
import { SUCCESS_CODE } from '../../lib/wire.ts';

/**
 * The calls around login the spec lists (§7) whose shapes it does not print; the bodies here are
 * the ones this client and the local gateway agree on. Each resolves the answer's data, or
 * undefined on any failure.
 */
async function dataOf<T>(
  request: Promise<{ code: number; data: unknown }>,
  read: (data: unknown) => T | undefined,
): Promise<T | undefined> {
  try {
    const answer = await request;
    return answer.code === SUCCESS_CODE ? read(answer.data) : undefined;
  } catch {
    return undefined;
  }
}

const asText = (data: unknown) =>
  typeof data === 'string' && data !== ''
    ? data
    : typeof data === 'number'
      ? String(data)
      : undefined;
const asRecord = (data: unknown) =>
  typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : undefined;

/** `easyPro/getDescryMobile`: the plain mobile of an encrypted one (query `mobile`). */
export const decryptMobile = (api: { call: ApiCall }, encryMobile: string) =>
  dataOf(api.call('easyProGetDescryMobile', { query: { mobile: encryMobile } }), (data) =>
    asText(asRecord(data)?.mobile ?? data),
  );

/** `weixin/getOpenIdByWxCode`: the WeChat open id for the `code` query parameter of an in-WeChat visit. */
export const openIdByWxCode = (api: { call: ApiCall }, code: string) =>
  dataOf(api.call('weixinGetOpenIdByWxCode', { query: { code } }), (data) =>
    asText(asRecord(data)?.openId ?? data),
  );

/** `external/deQuery`: decrypts an encrypted query handed over by a partner page. */
export const decryptQuery = (api: { call: ApiCall }, query: string) =>
  dataOf(api.call('externalDeQuery', { body: { query } }), asRecord);

/** `user/getUserSessionKey`: the session key of a user id, for partner pages that need one. */
export const userSessionKey = (api: { call: ApiCall }, userId: string) =>
  dataOf(api.call('userGetUserSessionKey', { body: { userId } }), (data) =>
    asText(asRecord(data)?.sessionKey ?? data),
  );
