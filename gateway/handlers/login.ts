import { randomInt } from 'node:crypto';
import type { GatewayContext } from '../context.ts';
import { fail, ok, type Answer, type CallRequest } from '../answer.ts';
import { field, textOf } from '../json.ts';
import type { Route } from '../route.ts';
import { currentUserId, findOrCreateUser, issueToken, type UserRow } from './users.ts';

/** R5.03 activity pattern: first digit 1 or 2, second 2–9, then 9 digits. */
const MOBILE_PATTERN = /^[12][2-9]\d{9}$/;
/** How long a sent code can be used (it may be used more than once within that time). */
const CODE_LIFETIME_MS = 10 * 60 * 1000;

/** Code 4001: the SMS code does not match the last one sent to that mobile. */
export const WRONG_CODE = 4001;

/** The mobile when it is valid (R5.05 messages otherwise). */
export function checkedMobile(value: unknown): string | Answer {
  const mobile = textOf(value);
  if (mobile === undefined) return fail(400, '请输入手机号');
  if (!MOBILE_PATTERN.test(mobile)) return fail(400, '手机号格式不正确');
  return mobile;
}

/** Sends a 4-digit code to a valid mobile (logged, never sent): the logins' and the conference's. */
export function sendCode(call: CallRequest, context: GatewayContext): Answer {
  const mobile = checkedMobile(field(call.body, 'mobile'));
  if (typeof mobile !== 'string') return mobile;
  const code = String(randomInt(0, 10_000)).padStart(4, '0');
  context.db
    .prepare('INSERT INTO sms_codes (mobile, code, created_at) VALUES (?, ?, ?)')
    .run(mobile, code, context.now());
  context.log(`[sms] ${mobile} ${code}`);
  return ok(true);
}

/** The last code sent to a mobile, if any (also used by the dev route). */
export function latestCode(
  context: GatewayContext,
  mobile: string,
): { code: string; createdAt: number } | undefined {
  return context.db
    .prepare(
      'SELECT code, created_at AS createdAt FROM sms_codes WHERE mobile = ? ORDER BY id DESC LIMIT 1',
    )
    .get(mobile) as { code: string; createdAt: number } | undefined;
}

/** Whether `smsCode` is the last code sent to the mobile, within its lifetime. */
export function codeMatches(context: GatewayContext, mobile: string, smsCode: unknown): boolean {
  const sent = latestCode(context, mobile);
  const fresh = sent !== undefined && context.now() - sent.createdAt <= CODE_LIFETIME_MS;
  return fresh && sent.code === textOf(smsCode);
}

function signedIn(
  context: GatewayContext,
  user: UserRow,
  method: string,
  withMobile: boolean,
): Answer {
  const token = issueToken(context, user.id, method);
  const shown = withMobile
    ? { id: user.id, encryId: user.encryId, mobile: user.mobile }
    : { id: user.id, encryId: user.encryId };
  return ok({ user: shown, token }, { token });
}

/** SMS login: the H5 pages' userLogin/mobileLogin and the mobile site's login/mSiteLogin alike. */
function smsLogin(method: 'mobileLogin' | 'mSiteLogin'): Route['handle'] {
  return (call, context) => {
    const mobile = checkedMobile(field(call.body, 'mobile'));
    if (typeof mobile !== 'string') return mobile;
    if (!codeMatches(context, mobile, field(call.body, 'smsCode')))
      return fail(WRONG_CODE, '验证码错误');
    return signedIn(context, findOrCreateUser(context, { mobile }), method, true);
  };
}

function keyedLogin(key: 'encryId' | 'encryMobile' | 'mobile', method: string): Route['handle'] {
  return (call, context) => {
    const value =
      key === 'mobile' ? checkedMobile(field(call.body, key)) : textOf(field(call.body, key));
    if (value === undefined) return fail(400, `缺少 ${key}`);
    if (typeof value !== 'string') return value;
    return signedIn(context, findOrCreateUser(context, { [key]: value }), method, false);
  };
}

/** R6.07's user-identity lookup: the token's user, as `{ userId }`. */
function userIdentity(call: CallRequest, context: GatewayContext): Answer {
  const userId = currentUserId(call, context);
  return userId === undefined ? fail(20210, '登录已失效，请重新登录') : ok({ userId });
}

/** The login calls: send code, SMS login (H5 and mobile site), the three logins by a known identity, the identity lookup. */
export const loginRoutes: Route[] = [
  { name: 'userLoginSendCode', handle: sendCode },
  { name: 'userLoginMobileLogin', handle: smsLogin('mobileLogin') },
  { name: 'loginMSiteLogin', handle: smsLogin('mSiteLogin') },
  { name: 'userLoginEncryIdLogin', handle: keyedLogin('encryId', 'encryIdLogin') },
  {
    name: 'userLoginEncryMobileOldUserLogin',
    handle: keyedLogin('encryMobile', 'encryMobileOldUserLogin'),
  },
  {
    name: 'userLoginFreeCheckLogin',
    handle: keyedLogin('mobile', 'freeCheckLogin'),
  },
  { name: 'activeCommonGetUserIdentityAndCache', handle: userIdentity },
];
