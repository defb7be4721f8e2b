import { autoLogin } from '../forms/login/auto-login.ts';
import { identifyVisitor } from '../platform/analytics-identity.ts';
import type { Services } from './services.ts';

/**
 * What a visit does at start, before any tap: R6.03 logs the visitor in without a form where the
 * host or the link allows it (the app's encrypted user id, else an encrypted mobile in the query
 * `mobile`), then R6.07 tells analytics who this is. Every later login tells analytics too.
 */
export async function startVisit({
  api,
  forms,
  platform,
  query,
  hasToken,
}: Pick<Services, 'api' | 'forms' | 'platform' | 'query' | 'hasToken'>): Promise<void> {
  await autoLogin(forms.auth, {
    // Only the app has a bridge to ask: the adapters load here in the app alone.
    bridge: platform.host === 'app' ? (await platform.load()).bridge : undefined,
    // The VIP centre's links spell it `moblie` (spec §2).
    encryMobile: query.mobile ?? new URLSearchParams(platform.search).get('moblie') ?? undefined,
  });
  await identifyVisitor(
    {
      loggedInUserId: forms.auth.user()?.id,
      // Asked only with a session token (one a host handed over without a kept user): it reads the token's user.
      ...(hasToken()
        ? { byUserIdentity: () => api.call('activeCommonGetUserIdentityAndCache') }
        : {}),
    },
    platform.analytics,
    platform.log,
  );
  forms.auth.subscribe(() => {
    const user = forms.auth.user();
    if (user) platform.analytics.login(user.id);
  });
}
