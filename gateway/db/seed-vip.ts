import { field, integerOf, isRecord, textOf } from '../json.ts';
import type { GatewayDatabase } from './open.ts';

function listOf(value: unknown, key: string): unknown[] {
  const list = field(value, key);
  if (!Array.isArray(list)) throw new Error(`expected an array "${key}"`);
  return list;
}

function need<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`missing ${what}`);
  return value;
}

/**
 * fixtures/gateway/vip.json: each business's levels, share options and agreement, and the demo
 * members. Each demo member's user is made once (a fixed encrypted id), so `vip.html?userId=` and
 * an SMS login with the demo mobile both reach it; users are visitor data and are never deleted.
 */
export function seedVip(db: GatewayDatabase, fixture: unknown): void {
  const level = db.prepare('INSERT INTO vip_levels VALUES (?, ?, ?, ?)');
  const share = db.prepare('INSERT INTO vip_share_infos VALUES (?, ?, ?)');
  const protocol = db.prepare('INSERT INTO vip_protocols VALUES (?, ?, ?, ?)');
  for (const business of listOf(fixture, 'businesses')) {
    const businessKey = need(textOf(field(business, 'businessKey')), 'businessKey');
    listOf(business, 'levels').forEach((body, sort) => {
      level.run(
        businessKey,
        need(textOf(field(body, 'vipKey')), 'vipKey'),
        sort,
        JSON.stringify(body),
      );
    });
    const shares = field(business, 'share');
    if (isRecord(shares))
      for (const [clientType, body] of Object.entries(shares))
        share.run(businessKey, need(integerOf(clientType), 'clientType'), JSON.stringify(body));
    const agreement = field(business, 'protocol');
    protocol.run(
      businessKey,
      need(textOf(field(agreement, 'protocolId')), 'protocolId'),
      need(textOf(field(agreement, 'title')), 'protocol title'),
      need(textOf(field(agreement, 'content')), 'protocol content'),
    );
  }
  const member = db.prepare('INSERT INTO vip_demo_members VALUES (?, ?, ?)');
  const user = db.prepare(
    'INSERT OR IGNORE INTO users (encry_id, mobile, created_at) VALUES (?, ?, 0)',
  );
  for (const body of listOf(fixture, 'demoMembers')) {
    const mobile = need(textOf(field(body, 'mobile')), 'demo mobile');
    member.run(mobile, need(textOf(field(body, 'vipKey')), 'demo vipKey'), JSON.stringify(body));
    user.run(`demo-vip-${mobile}`, mobile);
  }
}
