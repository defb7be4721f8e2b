import { createHash, randomBytes } from 'node:crypto';
import type { GatewayContext } from '../context.ts';
import { ok, type Answer, type CallRequest } from '../answer.ts';
import { field, textOf } from '../json.ts';
import type { Route } from '../route.ts';
import { currentUserId } from './users.ts';

/** The WeChat app id the local gateway signs share parameters for (not a real app). */
const LOCAL_WX_APP_ID = 'wx-local-gateway';

function shareParams(call: CallRequest, context: GatewayContext): Answer {
  const timestamp = Math.floor(context.now() / 1000);
  const nonceString = randomBytes(8).toString('hex');
  const url = call.query.get('url') ?? '';
  const sign = createHash('sha1')
    .update(`noncestr=${nonceString}&timestamp=${timestamp}&url=${url}`)
    .digest('hex');
  return ok({ wxAppId: LOCAL_WX_APP_ID, timestamp, nonceString, sign });
}

function miniProgramLink(path: string, query: string, appId: string): string {
  const params = new URLSearchParams({ appid: appId, path, query });
  return `weixin://dl/business/?${params.toString()}`;
}

function openLink(call: CallRequest): Answer {
  const text = (key: string): string => textOf(field(call.body, key)) ?? '';
  return ok(miniProgramLink(text('path'), text('query'), text('appId')));
}

function productScheme(call: CallRequest): Answer {
  const query = new URLSearchParams();
  for (const key of ['productId', 'platformId', 'roomLiveId', 'memberUserId', 'scene', 'source']) {
    const value = textOf(field(call.body, key));
    if (value !== undefined) query.set(key, value);
  }
  return ok(miniProgramLink('pages/product/detail', query.toString(), LOCAL_WX_APP_ID));
}

function addUserActions(call: CallRequest, context: GatewayContext): Answer {
  const body = call.body;
  const listed = field(body, 'actions') ?? field(body, 'list');
  const actions = Array.isArray(body) ? body : Array.isArray(listed) ? listed : [body];
  const insert = context.db.prepare(
    'INSERT INTO user_actions (user_id, payload, created_at) VALUES (?, ?, ?)',
  );
  const userId = currentUserId(call, context) ?? null;
  context.db.transaction(() => {
    for (const action of actions) insert.run(userId, JSON.stringify(action), context.now());
  })();
  return ok(true);
}

/** Platform services: WeChat share signature, mini-program links, user actions. */
export const platformRoutes: Route[] = [
  { name: 'weixinGetJsShareParams', handle: shareParams },
  { name: 'userWxmpOpenLink', handle: openLink },
  { name: 'roomLiveProductGetUrlScheme', handle: productScheme },
  { name: 'userActionAddUserActions', handle: addUserActions },
];
