import type { GatewayContext } from '../context.ts';
import { field, textOf } from '../json.ts';

/** A certification request's status: 2 certified. */
const CERTIFIED = 2;

/** A user's level and what the user info header shows. */
export interface UserLevel {
  vipKey: string;
  userName: string;
  job?: string;
  company?: string;
  rightsTime?: string;
}

function masked(mobile: string | null): string {
  return mobile && mobile.length === 11
    ? `${mobile.slice(0, 3)}****${mobile.slice(7)}`
    : '天九老板云用户';
}

/**
 * R4.11 / R6.04: a user's level. A demo member (fixtures/gateway/vip.json, by mobile) holds their
 * tier; anyone else is a certified user (authUser) once a certification request of theirs is
 * certified, else a registered user (registerUser). Name, job and company come from the demo
 * member or the latest certification request.
 */
export function userLevel(context: GatewayContext, userId: number): UserLevel {
  const user = context.db.prepare('SELECT mobile FROM users WHERE id = ?').get(userId) as
    { mobile: string | null } | undefined;
  const mobile = user?.mobile ?? null;
  const demo = context.db
    .prepare('SELECT vip_key AS vipKey, body FROM vip_demo_members WHERE mobile = ?')
    .get(mobile) as { vipKey: string; body: string } | undefined;
  const latest = context.db
    .prepare(
      'SELECT name, job, company, status FROM certifications WHERE user_id = ? ORDER BY id DESC LIMIT 1',
    )
    .get(userId) as { name: string; job: string; company: string; status: number } | undefined;
  if (demo) {
    const body: unknown = JSON.parse(demo.body);
    const found: UserLevel = {
      vipKey: demo.vipKey,
      userName: textOf(field(body, 'userName')) ?? masked(mobile),
    };
    for (const key of ['job', 'company', 'rightsTime'] as const) {
      const value = textOf(field(body, key));
      if (value) found[key] = value;
    }
    return found;
  }
  return {
    vipKey: latest?.status === CERTIFIED ? 'authUser' : 'registerUser',
    userName: latest?.name ?? masked(mobile),
    ...(latest ? { job: latest.job, company: latest.company } : {}),
  };
}
