import type { Envelope } from '../lib/wire.ts';
import { SUCCESS_CODE } from '../lib/wire.ts';
import type { Analytics } from './analytics.ts';
import type { Logger } from './types.ts';

/** The three lookups of R6.07; each answers with the gateway's envelope. */
export interface IdentityLookups {
  /** Encrypted-id login (encryId, client APP): the id is at data.user.id. */
  byEncryptedId?: () => Promise<Envelope>;
  /** User-identity lookup: the id is at data.userId. */
  byUserIdentity?: () => Promise<Envelope>;
  /** Direct id lookup: the id is at data.id. */
  byId?: () => Promise<Envelope>;
}

function field(value: unknown, path: readonly string[]): string | undefined {
  let current = value;
  for (const key of path)
    current =
      typeof current === 'object' && current !== null
        ? (current as Record<string, unknown>)[key]
        : undefined;
  if (typeof current === 'number' && Number.isFinite(current)) return String(current);
  return typeof current === 'string' && current.trim() !== '' ? current.trim() : undefined;
}

const STEPS = [
  ['byEncryptedId', ['user', 'id']],
  ['byUserIdentity', ['userId']],
  ['byId', ['id']],
] as const;

/**
 * R6.07: the visitor is logged into analytics when a user id can be obtained from an encrypted id, a
 * user-identity lookup, or a direct id lookup answering code 1 — tried in that order; the first id wins.
 */
export async function identifyVisitor(
  lookups: IdentityLookups,
  analytics: Analytics,
  log: Logger,
): Promise<string | undefined> {
  for (const [name, path] of STEPS) {
    const lookup = lookups[name];
    if (lookup === undefined) continue;
    try {
      const answer = await lookup();
      const userId = answer.code === SUCCESS_CODE ? field(answer.data, path) : undefined;
      if (userId !== undefined) {
        analytics.login(userId);
        return userId;
      }
    } catch (error) {
      log.warn(
        `[analytics] identity lookup ${name} failed`,
        error instanceof Error ? error.message : error,
      );
    }
  }
  return undefined;
}
