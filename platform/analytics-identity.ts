import type { Envelope } from '../lib/wire.ts';
import { SUCCESS_CODE } from '../lib/wire.ts';
import type { Analytics } from './analytics.ts';
import type { Logger } from './types.ts';

/**
 * Where R6.07 finds the visitor's user id. The spec's third source, an id lookup answering
 * `data.id`, names no call (api/endpoints.ts lists it among the calls without a path), so it cannot
 * be asked; the other two are.
 */
export interface IdentitySources {
  /** The id the encrypted-id login answered (`data.user.id`; auto-login at start, R6.03), or the one a login kept. */
  loggedInUserId?: string | undefined;
  /** User-identity lookup (`activeCommon/getUserIdentityAndCache`): the id is at `data.userId`. */
  byUserIdentity?: (() => Promise<Envelope>) | undefined;
}

function userIdOf(data: unknown): string | undefined {
  const value =
    typeof data === 'object' && data !== null
      ? (data as Record<string, unknown>)['userId']
      : undefined;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * R6.07: the visitor is logged into analytics when a user id can be obtained — from the encrypted-id
 * login, else from the user-identity lookup answering code 1. Resolves the id, or undefined.
 */
export async function identifyVisitor(
  { loggedInUserId, byUserIdentity }: IdentitySources,
  analytics: Pick<Analytics, 'login'>,
  log: Logger,
): Promise<string | undefined> {
  let userId = loggedInUserId;
  if (userId === undefined && byUserIdentity) {
    try {
      const answer = await byUserIdentity();
      if (answer.code === SUCCESS_CODE) userId = userIdOf(answer.data);
    } catch (error) {
      log.warn(
        '[analytics] user identity lookup failed',
        error instanceof Error ? error.message : error,
      );
    }
  }
  if (userId !== undefined) analytics.login(userId);
  return userId;
}
