import { useMemo } from 'react';
import type { Chances } from './draw-state.ts';
import type { OpenMechanic } from './mechanic.ts';
import type { PrizeOutcome } from './PrizePopup.tsx';
import { useChances } from './use-chances.ts';
import { useDraw } from './use-draw.ts';

/**
 * A mechanic on its page: the visitor's chances (after hydration, once logged in) and its one
 * action (login first, one tap in 3000 ms) for the component `id` of activity `activeId`, in the
 * live room `roomLiveId` when it is opened there.
 */
export function useMechanic(
  mechanic: OpenMechanic,
  id: string,
  activeId: string,
  roomLiveId?: string,
): {
  chances: Chances | undefined;
  drawing: boolean;
  outcome: PrizeOutcome | undefined;
  draw: () => void;
  close: () => void;
} {
  const ids = useMemo(() => ({ id, activeId, roomLiveId }), [id, activeId, roomLiveId]);
  const { chances, set } = useChances(mechanic, ids);
  return { chances, ...useDraw(mechanic, ids, chances, set) };
}
