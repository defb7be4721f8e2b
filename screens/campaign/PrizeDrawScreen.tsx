import { useCallback } from 'react';
import { useApi } from '../../api/use-api.tsx';
import type { ScreenProps } from '../shared/screen.ts';
import { CampaignHead } from './CampaignHead.tsx';
import { CampaignRules } from './CampaignRules.tsx';
import { windowOf } from './campaign-phase.ts';
import { downloadHref } from './download-href.ts';
import { drawState } from './draw-state.ts';
import { askDraw, type PrizeDrawPage } from './load-prize-draw.ts';
import { MechanicAction } from './MechanicAction.tsx';
import { MyPrizes } from './MyPrizes.tsx';
import { PRIZE_DRAW_MECHANIC } from './prize-draw-mechanic.ts';
import { PrizeGrid } from './PrizeGrid.tsx';
import { PrizePopup } from './PrizePopup.tsx';
import { useMechanic } from './use-mechanic.ts';
import { usePhase } from './use-phase.ts';
import { useFresh } from './use-fresh.ts';
import { useReserve } from './use-reserve.ts';
import { WinnerList } from './WinnerList.tsx';
import './campaign.css';

const DRAW = PRIZE_DRAW_MECHANIC;

/**
 * The prize draw (抽奖): its head, the prizes, the button in each state (docs/campaign-mechanics.md)
 * with the countdown to the start on the server's clock and 预约 before it, the prize popup, the
 * visitor's prizes, the winners and the rules. What is personal fills in after hydration.
 */
export function PrizeDrawScreen({ value, query }: ScreenProps<PrizeDrawPage>) {
  const { component, winners } = value;
  const api = useApi();
  const ask = useCallback(
    (signal: AbortSignal) => askDraw(api, component, signal),
    [api, component],
  );
  const fresh = useFresh({ prizes: value.prizes, enabled: value.enabled }, ask);
  const { prizes, enabled } = fresh.value;
  const { phase, left } = usePhase(windowOf(component), fresh.settled);
  const { chances, drawing, outcome, draw, close } = useMechanic(
    DRAW,
    component.id,
    component.activeId,
  );
  const { reserved, reserve } = useReserve(component.activeId);
  const state = drawState({ phase, enabled, chances, drawing });
  const shared = useCallback(
    (prizeWinfoId: string) =>
      void api
        .call('activePrizeWinfoMyPrizeWinfoShare', { body: { prizeWinfoId } })
        .catch(() => undefined),
    [api],
  );

  return (
    <main className="bc-campaign bc-campaign--draw">
      <CampaignHead component={component} />
      <section className="bc-campaign__stage" aria-label="抽奖">
        <PrizeGrid prizes={prizes} />
        <MechanicAction
          state={state}
          left={left}
          words={DRAW.words}
          chances={chances}
          onTap={draw}
          waiting={
            <button
              type="button"
              className="bc-campaign__action"
              disabled={reserved}
              onClick={reserve}
            >
              {reserved ? '已预约' : '预约抽奖'}
            </button>
          }
        />
        <MyPrizes activeId={component.activeId} />
      </section>
      <WinnerList winners={winners} />
      <CampaignRules rules={component.rules} />
      <PrizePopup
        outcome={outcome}
        words={DRAW.words}
        downloadHref={downloadHref(query.utm_source)}
        onClose={close}
        onShared={shared}
      />
    </main>
  );
}
