import { useEffect, useState, useSyncExternalStore } from 'react';
import { useApi } from '../../api/use-api.tsx';
import { useFormsRoot } from '../../forms/FormServicesProvider.tsx';
import { SUCCESS_CODE } from '../../lib/wire.ts';
import type { CurrentUserConfig } from '../../schemas/vip.ts';
import { businessHeaders } from './load-vip.ts';

/** The visitor's own part of a level (an anonymous visitor has none). */
export interface VipLevelStatus {
  userVipStatus?: number;
  isUserNextVip?: number;
  rightsTime?: string;
}

/** Who is looking at the VIP page: known after hydration, again after each login. */
export interface VipVisitor {
  loggedIn: boolean;
  /** The visitor's level and the header's fields; absent for a visitor or when the call failed. */
  config?: CurrentUserConfig;
  /** By vipKey. */
  levels: Readonly<Record<string, VipLevelStatus>>;
}

const ANONYMOUS: VipVisitor = { loggedIn: false, levels: {} };

/** Nothing to subscribe to: whether the page has hydrated never changes back. */
const unchanging = () => () => undefined;

/**
 * The visitor's part of the VIP page, asked after hydration (never in the server's HTML) and again
 * after a login and when the browser restores the page from its back-forward cache: the levels with
 * the visitor's status (`vipCenter/list` with the token) and the visitor's level and header
 * (`userRights/getCurrentUserConfig`, R4.11). Undefined until first known; the last known stays
 * shown while it is asked again.
 */
export function useVipVisitor(businessKey: string, userIdInAddress: string | undefined) {
  const api = useApi();
  const forms = useFormsRoot();
  const loggedIn = useSyncExternalStore(
    forms.auth.subscribe,
    () => forms.auth.isLoggedIn(),
    () => false,
  );
  const hydrated = useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
  // The app hands the visitor's id in the address (userId); a login in the page wins.
  const userId = (loggedIn ? forms.auth.user()?.id : undefined) ?? userIdInAddress;
  const [known, setKnown] = useState<{ userId: string; visitor: VipVisitor }>();
  // R4.11: a page the browser restores from its back-forward cache (back from the certification
  // page, say) asks again, so a member who certified meanwhile sees their new level.
  const [asking, setAsking] = useState(0);
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) setAsking((count) => count + 1);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  useEffect(() => {
    if (userId === undefined) return;
    const controller = new AbortController();
    const options = { headers: businessHeaders(businessKey), signal: controller.signal };
    const failed = () => undefined;
    Promise.all([
      api.call('vipCenterList', { ...options, body: { businessKey } }).catch(failed),
      api.call('userRightsGetCurrentUserConfig', { ...options, body: { userId } }).catch(failed),
    ]).then(([list, config]) => {
      if (controller.signal.aborted) return;
      const levels = list?.code === SUCCESS_CODE ? list.data : [];
      setKnown({
        userId,
        visitor: {
          loggedIn: true,
          ...(config?.code === SUCCESS_CODE ? { config: config.data } : {}),
          levels: Object.fromEntries(
            levels.map(({ vipKey, userVipStatus, isUserNextVip, rightsTime }) => [
              vipKey,
              {
                ...(userVipStatus !== undefined ? { userVipStatus } : {}),
                ...(isUserNextVip !== undefined ? { isUserNextVip } : {}),
                ...(rightsTime ? { rightsTime } : {}),
              },
            ]),
          ),
        },
      });
    }, failed);
    return () => controller.abort();
  }, [api, businessKey, userId, asking]);

  if (!hydrated) return undefined;
  if (userId === undefined) return ANONYMOUS;
  return known?.userId === userId ? known.visitor : undefined;
}
