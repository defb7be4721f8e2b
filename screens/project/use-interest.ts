import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useApi } from '../../api/use-api.tsx';
import { useFormsRoot } from '../../forms/FormServicesProvider.tsx';
import { SUCCESS_CODE } from '../../lib/wire.ts';

/** The visitor's interest: unknown until asked (and on the server), then yes or no; `sending` while saved. */
export type InterestStatus = 'unknown' | 'no' | 'yes' | 'sending';

/** What the visitor reads once the interest is stored. */
export const INTEREST_SAVED = '已提交意向，项目顾问会尽快与您联系';
/** What the visitor reads when it could not be stored. */
export const INTEREST_FAILED = '提交失败，请稍后再试';

/**
 * The signed-in visitor's interest in the project: asked after hydration (never rendered on the
 * server: anonymous HTML is cached for everyone), again after a login. `declare` asks for a login
 * first (R6.02), then stores the interest (`interact/userInterest/save`, idempotent on the server);
 * a tap while one is under way is ignored.
 */
export function useInterest(projectId: string): {
  status: InterestStatus;
  declare: () => Promise<void>;
} {
  const api = useApi();
  const forms = useFormsRoot();
  const loggedIn = useSyncExternalStore(
    forms.auth.subscribe,
    () => forms.auth.isLoggedIn(),
    () => false,
  );
  const [known, setKnown] = useState<{ projectId: string; interested: boolean }>();
  const [sending, setSending] = useState(false);
  const busy = useRef(false);

  useEffect(() => {
    if (!loggedIn) return;
    const controller = new AbortController();
    api
      .call('userInterestGetUserInterestProjectStatus', {
        body: { projectId },
        signal: controller.signal,
      })
      .then(
        (answer) => {
          if (controller.signal.aborted || answer.code !== SUCCESS_CODE) return;
          // An interest stored meanwhile (the save right after a login races this answer) stands:
          // it cannot be taken back here, so a late "not yet" never undoes it.
          setKnown((shown) =>
            shown?.projectId === projectId && shown.interested
              ? shown
              : { projectId, interested: answer.data.status === 1 },
          );
        },
        () => undefined,
      );
    return () => controller.abort();
  }, [api, projectId, loggedIn]);

  const interested = loggedIn && known?.projectId === projectId ? known.interested : undefined;
  const status: InterestStatus = sending
    ? 'sending'
    : interested === undefined
      ? loggedIn
        ? 'unknown'
        : 'no'
      : interested
        ? 'yes'
        : 'no';

  const declare = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    try {
      if (!(await forms.ensureLogin())) return;
      setSending(true);
      const answer = await api.call('interactUserInterestSave', { body: { projectId } });
      if (answer.code !== SUCCESS_CODE) {
        forms.notify(answer.message || INTEREST_FAILED, { type: 'error' });
        return;
      }
      setKnown({ projectId, interested: true });
      forms.notify(INTEREST_SAVED, { type: 'success' });
    } catch {
      forms.notify(INTEREST_FAILED, { type: 'error' });
    } finally {
      busy.current = false;
      setSending(false);
    }
  }, [api, forms, projectId]);

  return { status, declare };
}
