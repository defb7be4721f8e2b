import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useApi } from '../../api/use-api.tsx';
import { useFormsRoot } from '../../forms/FormServicesProvider.tsx';
import { SUCCESS_CODE } from '../../lib/wire.ts';
import { SERVICE_EXCEPTION } from './failure-toast.ts';
import { businessHeaders } from './load-vip.ts';
import { intentionKey } from './intention-key.ts';
import type { IntentionTarget } from './vip-intention.ts';

/**
 * The intention-to-cooperate flow's page part (spec §2): login first (the login popup), then the
 * popup for the level (VipIntentionPopup, loaded on first need, commits itself); once stored, the
 * level's button reads 已提交合作意向. A signed-in member's earlier intentions are asked after
 * hydration and after a login (`stayConsult/isCommitedStayConsult` by each offered level's key), so
 * the button says so on a later visit too; an answer that fails leaves the offer (a second commit
 * stores nothing new). Taps while the login is open are ignored.
 */
export function useVipIntention(businessKey: string, offeredKeys: readonly string[]) {
  const api = useApi();
  const forms = useFormsRoot();
  const [target, setTarget] = useState<IntentionTarget>();
  const [sent, setSent] = useState<ReadonlySet<string>>(new Set());
  const [opening, setOpening] = useState(false);
  const running = useRef(false);
  const userId = useSyncExternalStore(
    forms.auth.subscribe,
    () => forms.auth.user()?.id,
    () => undefined,
  );
  const offered = offeredKeys.join(' ');

  useEffect(() => {
    if (userId === undefined || offered === '') return;
    const controller = new AbortController();
    for (const vipKey of offered.split(' '))
      api
        .call('stayConsultIsCommitedStayConsult', {
          body: { idempotencyKey: intentionKey(userId, { businessKey, vipKey }) },
          headers: businessHeaders(businessKey),
          signal: controller.signal,
        })
        .then(
          (answer) => {
            if (!controller.signal.aborted && answer.code === SUCCESS_CODE && answer.data)
              setSent((before) => new Set(before).add(vipKey));
          },
          () => undefined,
        );
    return () => controller.abort();
  }, [api, businessKey, offered, userId]);

  const open = async (level: { vipKey: string; vipName: string }) => {
    if (running.current) return;
    running.current = true;
    setOpening(true);
    try {
      if (await forms.ensureLogin())
        setTarget({ businessKey, vipKey: level.vipKey, vipName: level.vipName });
    } catch {
      forms.notify(SERVICE_EXCEPTION, { type: 'error' });
    } finally {
      running.current = false;
      setOpening(false);
    }
  };

  const stored = useCallback((vipKey: string) => {
    setSent((before) => new Set(before).add(vipKey));
    setTarget(undefined);
  }, []);
  const dismiss = useCallback(() => setTarget(undefined), []);
  return { open, stored, dismiss, target, opening, sent };
}
