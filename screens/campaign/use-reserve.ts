import { useCallback, useEffect, useState } from 'react';
import { useApi } from '../../api/use-api.tsx';
import { useFormsRoot } from '../../forms/FormServicesProvider.tsx';
import { SUCCESS_CODE } from '../../lib/wire.ts';
import { DRAW_FAILED } from './use-draw.ts';
import { createTapGuard } from './tap-guard.ts';
import { useSignedIn } from './use-signed-in.ts';

/**
 * 预约 before a draw opens (`activePrizeReserve/isReserve/{activeId}` after hydration and a login;
 * `activePrizeReserve/save` login first, once): the visitor is reminded when it opens.
 */
export function useReserve(activeId: string): { reserved: boolean; reserve: () => void } {
  const api = useApi();
  const forms = useFormsRoot();
  const signedIn = useSignedIn();
  const [reserved, setReserved] = useState(false);
  const [guard] = useState(() => createTapGuard());

  useEffect(() => {
    if (!signedIn) return;
    const controller = new AbortController();
    api
      .call('activePrizeReserveIsReserve', { params: { id: activeId }, signal: controller.signal })
      .then(
        ({ code, data }) => {
          if (!controller.signal.aborted && code === SUCCESS_CODE && data.isReserve === 1)
            setReserved(true);
        },
        () => undefined,
      );
    return () => controller.abort();
  }, [api, activeId, signedIn]);

  const reserve = useCallback(() => {
    void guard(async () => {
      if (!(await forms.ensureLogin())) return;
      try {
        const { code, message } = await api.call('activePrizeReserveSave', { body: { activeId } });
        if (code !== SUCCESS_CODE) {
          forms.notify(message || DRAW_FAILED, { type: 'error' });
          return;
        }
        setReserved(true);
        forms.notify('预约成功，开始时提醒您', { type: 'success' });
      } catch {
        forms.notify(DRAW_FAILED, { type: 'error' });
      }
    });
  }, [guard, forms, api, activeId]);

  return { reserved: signedIn && reserved, reserve };
}
