import { useCallback, useEffect, useRef, useState } from 'react';
import type { AppOpening } from '../../actions/app-opening.ts';
import { useAppOpening } from '../../actions/use-app-opening.tsx';
import { useApi } from '../../api/use-api.tsx';
import { useFormsRoot } from '../../forms/FormServicesProvider.tsx';
import { SUCCESS_CODE } from '../../lib/wire.ts';
import { useSignedIn } from '../campaign/use-signed-in.ts';
import type { LivePreview, PreviewStatus } from '../../schemas/live-room.ts';
import { useVisiblePolling } from '../../ui/use-visible-polling.ts';

/** How often the preview's status is asked while its page is visible (slower after failures). */
export const PREVIEW_REFRESH_MS = 10_000;
/** The longest wait between two asks after failures. */
export const PREVIEW_REFRESH_MAX_MS = 120_000;

/** What the visitor reads once the live is reserved. */
export const RESERVED = '预约成功，开播前会提醒您';
/** What the visitor reads when the reservation could not be stored. */
export const RESERVE_FAILED = '预约失败，请稍后再试';

/** The visitor's reservation: unknown until asked (and on the server), then yes or no; `sending` while stored. */
export type Reservation = 'unknown' | 'no' | 'yes' | 'sending';

/** Which call reserves in a host: WeChat's browser has its own (`wechatSubscribe`), the others the platform's. */
export function reserveCallFor(
  opening: AppOpening,
): 'roomLivePreviewWechatSubscribe' | 'roomLivePreviewSubscribe' {
  switch (opening) {
    case 'openInBrowser':
      return 'roomLivePreviewWechatSubscribe';
    case 'launch':
    case 'fromStore':
    case 'inApp':
      return 'roomLivePreviewSubscribe';
    default:
      return opening satisfies never;
  }
}

/** What the preview page knows now. */
export interface PreviewState {
  /** The preview as loaded, its status, start and reservation count kept fresh. */
  preview: LivePreview;
  reservation: Reservation;
  /** Login first (R6.02), then reserve once; taps while one is under way do nothing. */
  reserve: () => Promise<void>;
  /** Asks the status at once (the countdown reached the start). */
  refresh: () => void;
  /**
   * Whether the server has answered on this page: until then the page does not know the server's
   * clock (lib/server-clock.ts learns it from answers), so no countdown runs on the phone's.
   */
  synced: boolean;
}

/**
 * The preview kept fresh by `roomLivePreview/refreshStatus` while the page is visible (not while
 * hidden, at once on hydration and on coming back, backing off on failures), which also says whether the signed-in
 * visitor has reserved: asked after hydration, never rendered on the server (anonymous HTML is
 * cached for everyone), again after a login, so a reload still shows 已预约.
 */
export function usePreview(roomLiveId: string, loaded: LivePreview): PreviewState {
  const api = useApi();
  const forms = useFormsRoot();
  const call = reserveCallFor(useAppOpening());
  const loggedIn = useSignedIn();
  const [fresh, setFresh] = useState<{ base: LivePreview; preview: LivePreview }>();
  const [reserved, setReserved] = useState<{ roomLiveId: string; yes: boolean }>();
  const [sending, setSending] = useState(false);
  const busy = useRef(false);

  const status = useCallback(
    async (signal?: AbortSignal) => {
      const answer = await api.call('roomLivePreviewRefreshStatus', {
        body: { roomLiveId },
        ...(signal ? { signal } : {}),
      });
      if (answer.code !== SUCCESS_CODE) throw new Error(answer.message);
      return answer.data;
    },
    [api, roomLiveId],
  );
  const show = useCallback(
    ({ status, isReplay, startTime, subscribeCount, isSubscribe }: PreviewStatus) => {
      setFresh((shown) => {
        const before = shown?.base === loaded ? shown.preview : loaded;
        // Reservations are not taken back here: a late answer's smaller count (asked before the
        // visitor's own reservation was stored) never undoes it.
        const count = Math.max(subscribeCount ?? 0, before.subscribeCount ?? 0);
        return {
          base: loaded,
          preview: {
            ...before,
            ...(status !== undefined ? { status } : {}),
            ...(isReplay !== undefined ? { isReplay } : {}),
            ...(startTime !== undefined ? { startTime } : {}),
            subscribeCount: count,
          },
        };
      });
      // A reservation stored meanwhile stands: a late "not yet" never undoes it.
      if (isSubscribe !== undefined)
        setReserved((shown) =>
          shown?.roomLiveId === roomLiveId && shown.yes
            ? shown
            : { roomLiveId, yes: isSubscribe === 1 },
        );
    },
    [roomLiveId, loaded],
  );
  const poll = useCallback(
    async (signal: AbortSignal) => show(await status(signal)),
    [show, status],
  );
  useVisiblePolling(poll, {
    everyMs: PREVIEW_REFRESH_MS,
    maxMs: PREVIEW_REFRESH_MAX_MS,
    atOnce: true,
  });
  // After a login: whether this visitor reserved.
  useEffect(() => {
    if (!loggedIn) return;
    const controller = new AbortController();
    status(controller.signal).then(show, () => undefined);
    return () => controller.abort();
  }, [status, show, loggedIn]);

  const reserve = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    try {
      if (!(await forms.ensureLogin())) return;
      setSending(true);
      const answer = await api.call(call, { body: { roomLiveId } });
      if (answer.code !== SUCCESS_CODE) {
        forms.notify(answer.message || RESERVE_FAILED, { type: 'error' });
        return;
      }
      setReserved({ roomLiveId, yes: true });
      const { subscribeCount } = answer.data;
      if (subscribeCount !== undefined)
        setFresh((shown) => ({
          base: loaded,
          preview: { ...(shown?.base === loaded ? shown.preview : loaded), subscribeCount },
        }));
      forms.notify(RESERVED, { type: 'success' });
    } catch {
      forms.notify(RESERVE_FAILED, { type: 'error' });
    } finally {
      busy.current = false;
      setSending(false);
    }
  }, [api, call, forms, roomLiveId, loaded]);

  const known = loggedIn && reserved?.roomLiveId === roomLiveId ? reserved.yes : undefined;
  const reservation: Reservation = sending
    ? 'sending'
    : known === undefined
      ? loggedIn
        ? 'unknown'
        : 'no'
      : known
        ? 'yes'
        : 'no';
  const refresh = useCallback(() => void status().then(show, () => undefined), [status, show]);
  const synced = fresh?.base === loaded;
  return { preview: synced ? fresh.preview : loaded, reservation, reserve, refresh, synced };
}
