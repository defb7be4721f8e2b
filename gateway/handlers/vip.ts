import type { GatewayContext } from '../context.ts';
import { fail, ok, type Answer, type CallRequest } from '../answer.ts';
import { field, integerOf, textOf } from '../json.ts';
import type { Route } from '../route.ts';
import { userLevel } from './user-level.ts';
import { currentUserId, requestHeader } from './users.ts';

/** Code 20210: the session identity is invalid (spec §9). */
const SESSION_INVALID = 20210;
/** R9.11: the business when the call names none. */
const DEFAULT_BUSINESS_KEY = 'bosscloud';
/** R9.11: the share option's clientType for the app and H5. */
const CLIENT_TYPE_H5 = 2;
/** The tiers whose holders also show the top-VIP icon. */
const TOP_TIERS = new Set(['groupSupremeBossAIVip', 'groupSupremeBossAIConsultantVip']);
/** The levels one reaches without paying (no VIP icon). */
const FREE_TIERS = new Set(['registerUser', 'authUser']);

/** The business of a VIP call: the `businesskey` header, else the body's businessKey, else bosscloud. */
function businessOf(call: CallRequest): string {
  return (
    requestHeader(call, 'businesskey') ??
    textOf(field(call.body, 'businessKey')) ??
    DEFAULT_BUSINESS_KEY
  );
}

function levelsOf(context: GatewayContext, businessKey: string): Record<string, unknown>[] {
  const rows = context.db
    .prepare('SELECT body FROM vip_levels WHERE business_key = ? ORDER BY sort')
    .all(businessKey) as { body: string }[];
  return rows.map((row) => JSON.parse(row.body) as Record<string, unknown>);
}

/**
 * `vipCenter/list`: the business's levels in display order (only `vipKey`'s when given). For a
 * signed-in visitor, their level says userVipStatus 1 (and its rights period), the level after it
 * isUserNextVip 1; an anonymous visitor gets neither.
 */
function vipList(call: CallRequest, context: GatewayContext): Answer {
  const businessKey = businessOf(call);
  const all = levelsOf(context, businessKey);
  if (all.length === 0) return fail(404, `暂无会员等级: ${businessKey}`);
  const userId = currentUserId(call, context);
  const level = userId === undefined ? undefined : userLevel(context, userId);
  const at = level ? all.findIndex((shown) => shown.vipKey === level.vipKey) : -1;
  const answered = all.map((shown, index): Record<string, unknown> => ({
    ...shown,
    ...(level
      ? {
          userVipStatus: index === at ? 1 : 0,
          isUserNextVip: at >= 0 && index === at + 1 ? 1 : 0,
          ...(index === at && level.rightsTime ? { rightsTime: level.rightsTime } : {}),
        }
      : {}),
  }));
  const vipKey = textOf(field(call.body, 'vipKey'));
  return ok(vipKey ? answered.filter((shown) => shown.vipKey === vipKey) : answered);
}

/** `userRights/getCurrentUserConfig`: the visitor's level (R4.11) and the user info header. */
function currentUserConfig(call: CallRequest, context: GatewayContext): Answer {
  const userId = currentUserId(call, context);
  if (userId === undefined) return fail(SESSION_INVALID, '登录已失效，请重新登录');
  const level = userLevel(context, userId);
  return ok({
    vipKey: level.vipKey,
    userName: level.userName,
    ...(level.job ? { job: level.job } : {}),
    ...(level.company ? { company: level.company } : {}),
    avatar: `avatar/user-${userId}.png`,
    ...(FREE_TIERS.has(level.vipKey) ? {} : { vipIcon: `icon/vip-${level.vipKey}.png` }),
    ...(TOP_TIERS.has(level.vipKey) ? { topVipIcon: 'icon/top-vip.png' } : {}),
  });
}

function protocolOf(context: GatewayContext, businessKey: string) {
  return context.db
    .prepare(
      'SELECT protocol_id AS protocolId, title, content FROM vip_protocols WHERE business_key = ?',
    )
    .get(businessKey) as { protocolId: string; title: string; content: string } | undefined;
}

/** `userVipSignProtocol/getVipSignProtocol`: the business's agreement, and whether the visitor signed it for the level. */
function signProtocol(call: CallRequest, context: GatewayContext): Answer {
  const userId = currentUserId(call, context);
  if (userId === undefined) return fail(SESSION_INVALID, '登录已失效，请重新登录');
  const businessKey = businessOf(call);
  const protocol = protocolOf(context, businessKey);
  if (!protocol) return fail(404, `暂无会员协议: ${businessKey}`);
  const signed = context.db
    .prepare(
      `SELECT 1 FROM vip_signed_protocols
       WHERE user_id = ? AND business_key = ? AND vip_key = ? AND protocol_id = ?`,
    )
    .get(userId, businessKey, textOf(field(call.body, 'vipKey')) ?? '', protocol.protocolId);
  return ok({ ...protocol, signed: signed ? 1 : 0 });
}

/**
 * `userVipSignProtocol/save`: signs the agreement for a level that has the price option sent, once
 * per visitor, level and agreement (signing again changes nothing and answers the same).
 */
function saveProtocol(call: CallRequest, context: GatewayContext): Answer {
  const userId = currentUserId(call, context);
  if (userId === undefined) return fail(SESSION_INVALID, '登录已失效，请重新登录');
  const businessKey = businessOf(call);
  const protocol = protocolOf(context, businessKey);
  if (!protocol) return fail(404, `暂无会员协议: ${businessKey}`);
  const vipKey = textOf(field(call.body, 'vipKey'));
  const skuId = textOf(field(call.body, 'skuId'));
  const level = levelsOf(context, businessKey).find((shown) => shown.vipKey === vipKey);
  const skus = field(level, 'skuList');
  const sold = Array.isArray(skus) && skus.some((sku) => textOf(field(sku, 'id')) === skuId);
  if (!level || !sold) return fail(400, '会员等级或价格不存在');
  const protocolId = textOf(field(call.body, 'protocolId')) ?? protocol.protocolId;
  if (protocolId !== protocol.protocolId) return fail(400, '会员协议已更新，请重新阅读');
  context.db
    .prepare(
      `INSERT OR IGNORE INTO vip_signed_protocols
       (user_id, business_key, vip_key, protocol_id, sku_id, created_at) VALUES (?, ?, ?, ?, ?, ?)`,
    )
    .run(userId, businessKey, vipKey, protocolId, skuId, context.now());
  return ok({ signed: 1 });
}

/** `vipShareInfo/queryVipShareInfo`: the business's share option for the clientType (2 app and H5, 3 mini-program). */
function shareInfo(call: CallRequest, context: GatewayContext): Answer {
  const clientType = integerOf(field(call.body, 'clientType')) ?? CLIENT_TYPE_H5;
  const row = context.db
    .prepare('SELECT body FROM vip_share_infos WHERE business_key = ? AND client_type = ?')
    .get(businessOf(call), clientType) as { body: string } | undefined;
  return ok(row ? (JSON.parse(row.body) as unknown) : null);
}

/** The VIP centre's calls. */
export const vipRoutes: Route[] = [
  { name: 'vipCenterList', handle: vipList },
  { name: 'userRightsGetCurrentUserConfig', handle: currentUserConfig },
  { name: 'userVipSignProtocolGetVipSignProtocol', handle: signProtocol },
  { name: 'userVipSignProtocolSave', handle: saveProtocol },
  { name: 'vipShareInfoQueryVipShareInfo', handle: shareInfo },
];
