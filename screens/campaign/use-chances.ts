import { useCallback, useEffect, useState } from 'react';
import { useApi } from '../../api/use-api.tsx';
import { SUCCESS_CODE } from '../../lib/wire.ts';
import type { Chances } from './draw-state.ts';
import type { OpenIds, OpenMechanic } from './mechanic.ts';
import { useSignedIn } from './use-signed-in.ts';

/**
 * The signed-in visitor's chances today (the mechanic's `times` call, e.g.
 * `pageComponentConfig/getUserPrizeTimes`): asked after hydration and after a login, never rendered
 * on the server; `set` keeps what a draw or an open answered. A mechanic without a times call knows
 * its chances only from an open.
 */
export function useChances(
  mechanic: OpenMechanic,
  ids: OpenIds,
): {
  chances: Chances | undefined;
  set: (chances: Chances) => void;
} {
  const api = useApi();
  const signedIn = useSignedIn();
  const [known, setKnown] = useState<{ id: string; chances: Chances; drawn: boolean }>();
  const { id, activeId, roomLiveId } = ids;
  const { times } = mechanic;

  useEffect(() => {
    if (!signedIn || !times) return;
    const controller = new AbortController();
    times(api, { id, activeId, roomLiveId }, controller.signal).then(
      ({ code, data }) => {
        if (controller.signal.aborted || code !== SUCCESS_CODE) return;
        // What a draw answered meanwhile (a draw right after the login races this) stands.
        const asked = { times: data.times, used: data.used ?? 0 };
        setKnown((shown) =>
          shown?.id === id && shown.drawn ? shown : { id, chances: asked, drawn: false },
        );
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [api, times, id, activeId, roomLiveId, signedIn]);

  const set = useCallback((chances: Chances) => setKnown({ id, chances, drawn: true }), [id]);
  return { chances: signedIn && known?.id === id ? known.chances : undefined, set };
}
