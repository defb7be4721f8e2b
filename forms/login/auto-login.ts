import type { NativeBridge } from '../../platform/bridge.ts';
import type { Auth } from './auth.ts';

/** What the page was opened with that can log the visitor in without a form. */
export interface AutoLoginSignals {
  /** The native app: it hands over the encrypted user id. */
  bridge?: Pick<NativeBridge, 'encryptedUserId'> | undefined;
  /** An encrypted mobile from the address (query `mobile` of an old-user link). */
  encryMobile?: string | undefined;
}

/**
 * R6.03: at start, log in by the encrypted user id in the app, else by an encrypted mobile from the
 * address; nothing when already logged in or nothing is given. Resolves whether a user is logged in.
 */
export async function autoLogin(
  auth: Auth,
  { bridge, encryMobile }: AutoLoginSignals,
): Promise<boolean> {
  if (auth.isLoggedIn()) return true;
  const encryId = bridge ? await bridge.encryptedUserId().catch(() => undefined) : undefined;
  if (encryId) return (await auth.loginByEncryptedId(encryId, 'APP')).ok;
  if (encryMobile) return (await auth.loginByEncryptedMobile(encryMobile)).ok;
  return false;
}
