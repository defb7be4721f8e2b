import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '../../api/use-api.tsx';
import { useFormsRoot } from '../../forms/FormServicesProvider.tsx';
import { SUCCESS_CODE } from '../../lib/wire.ts';
import { useSignedIn } from '../campaign/use-signed-in.ts';

/** The visitor's WeChat reminder: unknown until asked (and on the server), off or on; `sending` while changed. */
export type Reminder = 'unknown' | 'off' | 'on' | 'sending';

/** What the visitor reads once the reminder is on, once off, and when it could not be changed. */
export const REMIND_ON = '已开启微信开播提醒';
export const REMIND_OFF = '已取消开播提醒';
export const REMIND_FAILED = '设置提醒失败，请稍后再试';

/**
 * The WeChat reminder of a live (`remind/*`, shown in WeChat's browser only): asked with
 * `remind/subscribe` after hydration and after a login (never in the server's HTML), so a reload
 * shows it as left; `change(true)` logs in first, then turns it on (`roomLiveWeixinRemind`),
 * `change(false)` off (`roomLiveCancelWeixinRemind`); taps while one is under way do nothing.
 */
export function useReminder(roomLiveId: string): {
  reminder: Reminder;
  change: (on: boolean) => Promise<void>;
} {
  const api = useApi();
  const forms = useFormsRoot();
  const loggedIn = useSignedIn();
  const [known, setKnown] = useState<{ roomLiveId: string; on: boolean }>();
  const [sending, setSending] = useState(false);
  const busy = useRef(false);
  // Changes made on this page: an answer to an ask sent before one of them is stale.
  const changes = useRef(0);

  useEffect(() => {
    if (!loggedIn) return;
    const controller = new AbortController();
    const asked = changes.current;
    api.call('remindSubscribe', { body: { roomLiveId }, signal: controller.signal }).then(
      (answer) => {
        if (answer.code === SUCCESS_CODE && changes.current === asked)
          setKnown({ roomLiveId, on: answer.data.isRemind === 1 });
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [api, roomLiveId, loggedIn]);

  const change = useCallback(
    async (on: boolean) => {
      if (busy.current) return;
      busy.current = true;
      try {
        if (!(await forms.ensureLogin())) return;
        changes.current += 1;
        setSending(true);
        const answer = await api.call(
          on ? 'remindRoomLiveWeixinRemind' : 'remindRoomLiveCancelWeixinRemind',
          { body: { roomLiveId } },
        );
        if (answer.code !== SUCCESS_CODE) {
          forms.notify(answer.message || REMIND_FAILED, { type: 'error' });
          return;
        }
        setKnown({ roomLiveId, on: answer.data.isRemind === 1 });
        forms.notify(on ? REMIND_ON : REMIND_OFF, { type: 'success' });
      } catch {
        forms.notify(REMIND_FAILED, { type: 'error' });
      } finally {
        busy.current = false;
        setSending(false);
      }
    },
    [api, forms, roomLiveId],
  );

  const on = loggedIn && known?.roomLiveId === roomLiveId ? known.on : undefined;
  const reminder: Reminder = sending
    ? 'sending'
    : on === undefined
      ? loggedIn
        ? 'unknown'
        : 'off'
      : on
        ? 'on'
        : 'off';
  return { reminder, change };
}
