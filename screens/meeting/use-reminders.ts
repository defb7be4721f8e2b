import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useApi } from '../../api/use-api.tsx';
import type { ApiClient } from '../../api/client.ts';
import { useFormsRoot } from '../../forms/FormServicesProvider.tsx';
import { SERVER_ERROR } from '../../forms/messages.ts';
import { SUCCESS_CODE } from '../../lib/wire.ts';

/** What the visitor reads once a reminder is set, or cancelled. */
export const REMINDED = '已设置提醒，会议报名前将短信通知您';
export const REMIND_CANCELLED = '已取消提醒';

/** How many reminders are asked for at a time. */
const REMINDER_PAGE = 50;

/** The ids of every meeting the logged-in visitor asked to be reminded of (`search` with `reminded`). */
async function loadReminded(api: ApiClient, signal: AbortSignal): Promise<Set<string>> {
  const ids = new Set<string>();
  for (let pageIndex = 1; ; pageIndex += 1) {
    const answer = await api.call('conferenceActivitySearch', {
      body: { reminded: 1, pageIndex, pageSize: REMINDER_PAGE },
      signal,
    });
    if (answer.code !== SUCCESS_CODE) return ids;
    const records = answer.data.records ?? [];
    for (const meeting of records) ids.add(meeting.id);
    if (records.length < REMINDER_PAGE || ids.size >= (answer.data.total ?? 0)) return ids;
  }
}

/** The visitor's reminders: whether one is set, and setting or cancelling it. */
export interface Reminders {
  reminded(id: string): boolean;
  pending(id: string): boolean;
  toggle(id: string): Promise<void>;
}

/**
 * The conference list's reminders for this visitor (docs/conference.md): none on the server and
 * while hydrating, then, once logged in, those the service stored; a tap logs in first, then sets or
 * cancels one (a meeting's taps while its call is under way send nothing more). A reminder set adds
 * the visitor's atmosphere line, after the fact and without waiting for it.
 */
export function useReminders(): Reminders {
  const api = useApi();
  const forms = useFormsRoot();
  const visitor = useSyncExternalStore(
    forms.auth.subscribe,
    () => forms.auth.user()?.id ?? '',
    () => '',
  );
  // What the service said when asked, and on top what this page set or cancelled since (the
  // answer of the first may come after a tap's and must not undo it).
  const [loaded, setLoaded] = useState<{ user: string; ids: ReadonlySet<string> }>();
  const [changed, setChanged] = useState<{ user: string; ids: ReadonlyMap<string, boolean> }>();
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const busy = useRef(new Set<string>());

  useEffect(() => {
    if (!visitor) return;
    const controller = new AbortController();
    loadReminded(api, controller.signal).then(
      (ids) => !controller.signal.aborted && setLoaded({ user: visitor, ids }),
      () => undefined,
    );
    return () => controller.abort();
  }, [api, visitor]);

  const isReminded = useCallback(
    (id: string) => {
      const set = changed?.user === visitor ? changed.ids.get(id) : undefined;
      if (set !== undefined) return set;
      return loaded?.user === visitor && loaded.ids.has(id);
    },
    [loaded, changed, visitor],
  );
  const current = useRef(isReminded);
  useEffect(() => {
    current.current = isReminded;
  }, [isReminded]);

  const toggle = useCallback(
    async (id: string) => {
      if (busy.current.has(id)) return;
      busy.current.add(id);
      setPending(new Set(busy.current));
      try {
        if (!(await forms.ensureLogin())) return;
        const user = forms.auth.user()?.id ?? '';
        const on = !current.current(id);
        const answer = await api.call(
          on ? 'conferenceActivityRemindSubscribeRemind' : 'conferenceActivityRemindCancelRemind',
          { body: { activityId: id } },
        );
        if (answer.code !== SUCCESS_CODE) {
          forms.notify(answer.message || SERVER_ERROR, { type: 'error' });
          return;
        }
        setChanged((before) => {
          const ids = new Map(before?.user === user ? before.ids : []);
          ids.set(id, on);
          return { user, ids };
        });
        forms.notify(on ? REMINDED : REMIND_CANCELLED, { type: 'success' });
        // The visitor's atmosphere line (docs/conference.md), once the reminder is set: not awaited,
        // and its failure is silent.
        if (on) api.call('conferenceActivityAtmosphereAdd', { params: { id } }).catch(() => 0);
      } catch {
        forms.notify(SERVER_ERROR, { type: 'error' });
      } finally {
        busy.current.delete(id);
        setPending(new Set(busy.current));
      }
    },
    [api, forms],
  );

  return { reminded: isReminded, pending: (id) => pending.has(id), toggle };
}
