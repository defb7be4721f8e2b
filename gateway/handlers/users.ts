import { randomBytes } from 'node:crypto';
import type { GatewayContext } from '../context.ts';
import type { CallRequest } from '../answer.ts';

/** A user as the login calls answer it. */
export interface UserRow {
  id: number;
  encryId: string;
  mobile: string | null;
}

/** What a login knows about its user: one of mobile, encrypted id, encrypted mobile. */
export interface UserKey {
  mobile?: string;
  encryId?: string;
  encryMobile?: string;
}

const SELECT_USER = 'SELECT id, encry_id AS encryId, mobile FROM users';

/** Finds the user by mobile, encrypted id or encrypted mobile, creating it on first sight. */
export function findOrCreateUser(context: GatewayContext, key: UserKey): UserRow {
  const where =
    key.mobile !== undefined ? 'mobile' : key.encryId !== undefined ? 'encry_id' : 'encry_mobile';
  const value = key.mobile ?? key.encryId ?? key.encryMobile ?? null;
  const found = context.db.prepare(`${SELECT_USER} WHERE ${where} = ?`).get(value) as
    UserRow | undefined;
  if (found) return found;
  const row = {
    encryId: key.encryId ?? randomBytes(12).toString('hex'),
    mobile: key.mobile ?? null,
    encryMobile: key.encryMobile ?? null,
    now: context.now(),
  };
  context.db
    .prepare(
      'INSERT INTO users (encry_id, mobile, encry_mobile, created_at) VALUES (@encryId, @mobile, @encryMobile, @now)',
    )
    .run(row);
  return context.db.prepare(`${SELECT_USER} WHERE encry_id = ?`).get(row.encryId) as UserRow;
}

/** Issues a new random session token for the user and records the login. */
export function issueToken(context: GatewayContext, userId: number, method: string): string {
  const token = randomBytes(24).toString('base64url');
  context.db
    .prepare('INSERT INTO logins VALUES (?, ?, ?, ?)')
    .run(token, userId, method, context.now());
  return token;
}

/** A request header's value, or undefined when absent or empty. */
export function requestHeader(call: CallRequest, name: string): string | undefined {
  const value = call.headers[name.toLowerCase()];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * The visitor's user id from the `token` header's login alone: for a call whose answer is the
 * visitor's own while the `userId` header (sent by every call, spec §6) would let anyone read it.
 */
export function tokenUserId(call: CallRequest, context: GatewayContext): number | undefined {
  const token = requestHeader(call, 'token');
  if (token === undefined) return undefined;
  const login = context.db
    .prepare('SELECT user_id AS userId FROM logins WHERE token = ?')
    .get(token) as { userId: number } | undefined;
  return login?.userId;
}

/** The visitor's user id: from the `token` header's login, else a known `userId` header. */
export function currentUserId(call: CallRequest, context: GatewayContext): number | undefined {
  const fromToken = tokenUserId(call, context);
  if (fromToken !== undefined) return fromToken;
  const userId = Number(requestHeader(call, 'userId'));
  if (!Number.isInteger(userId)) return undefined;
  return context.db.prepare('SELECT 1 FROM users WHERE id = ?').get(userId) ? userId : undefined;
}
