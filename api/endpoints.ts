/**
 * Every call of spec §7 as one row: name → method, path (relative to the gateway base; `{x}` is a
 * path parameter), and whether it carries the token. Names are the path in camelCase.
 */
export interface Endpoint {
  method: 'GET' | 'POST';
  path: string;
  token: boolean;
}

export const ENDPOINTS = {
  pageV2Find: { method: 'POST', path: 'page/v2/find', token: false },
  pageFind: { method: 'POST', path: 'page/find', token: false },
  backgroundFind: { method: 'GET', path: 'background/find', token: false },
  roomLiveDetail: { method: 'POST', path: 'roomLive/detail', token: false },
  userLoginSendCode: { method: 'POST', path: 'userLogin/sendCode', token: false },
  userLoginMobileLogin: { method: 'POST', path: 'userLogin/mobileLogin', token: false },
  ossGetToken: { method: 'GET', path: 'oss/getToken', token: true },
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof ENDPOINTS;
