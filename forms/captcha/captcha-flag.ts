import type { ApiCall } from '../../api/client.ts';
import { SUCCESS_CODE } from '../../lib/wire.ts';

/** R4.17: the dictionary flag that turns the captcha on, when it holds the string 'true'. */
export const CAPTCHA_FLAG = 'app_yidun_is_use';

/** Reads the flag from the dictionary fetch (dictType 51); any failure leaves the captcha off. */
export async function fetchCaptchaFlag(api: { call: ApiCall }): Promise<boolean> {
  try {
    const answer = await api.call('commonDictQueryCommonDictList', {
      body: { dictType: 51, pageIndex: 0, pageSize: 0 },
    });
    return answer.code === SUCCESS_CODE && answer.data[CAPTCHA_FLAG] === 'true';
  } catch {
    return false;
  }
}
