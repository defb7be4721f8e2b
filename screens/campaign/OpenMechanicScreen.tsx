import { useCallback } from 'react';
import { useApi } from '../../api/use-api.tsx';
import type { ScreenProps } from '../shared/screen.ts';
import { CampaignHead } from './CampaignHead.tsx';
import { CampaignRules } from './CampaignRules.tsx';
import { windowOf } from './campaign-phase.ts';
import { downloadHref } from './download-href.ts';
import { drawState } from './draw-state.ts';
import { askComponent, type OpenMechanicPage, type OpenPageKind } from './load-open-mechanic.ts';
import { MechanicAction } from './MechanicAction.tsx';
import { OPEN_MECHANICS } from './open-mechanics.ts';
import { PrizePopup } from './PrizePopup.tsx';
import { useMechanic } from './use-mechanic.ts';
import { useFresh } from './use-fresh.ts';
import { usePhase } from './use-phase.ts';
import './campaign.css';

/** The character on each mechanic's envelope. */
const GLYPH: Record<OpenPageKind, string> = {
  redBag: '開',
  redRain: '抢',
  staffRedPacket: '领',
  luckTag: '签',
  tojoy: '福',
  newYearGoods: '年',
  happinessHealth: '康',
};

/**
 * The campaign page of a mechanic that opens once per chance (red bag, red rain, staff red packet,
 * the Spring festival's four): its head, the envelope and its button in each state
 * (docs/campaign-mechanics.md) with the countdown to the start on the server's clock, the popup
 * and the rules. A red bag opened from a live room (`roomLiveId`) opens through the live room's call.
 */
export function OpenMechanicScreen({ value, query }: ScreenProps<OpenMechanicPage>) {
  const api = useApi();
  const mechanic = OPEN_MECHANICS[value.kind];
  const { words } = mechanic;
  const ask = useCallback(
    (signal: AbortSignal) => askComponent(api, value.component, signal),
    [api, value.component],
  );
  const fresh = useFresh(value.component, ask);
  const component = fresh.value;
  const { phase, left } = usePhase(windowOf(component), fresh.settled);
  const { chances, drawing, outcome, draw, close } = useMechanic(
    mechanic,
    component.id,
    component.activeId,
    query.roomLiveId,
  );
  const state = drawState({ phase, enabled: true, chances, drawing });

  return (
    <main className={`bc-campaign bc-campaign--${value.kind}`}>
      <CampaignHead component={component} />
      <section className="bc-campaign__stage" aria-label={words.action}>
        <div className="bc-campaign__envelope" aria-hidden="true">
          <span className="bc-campaign__seal">{GLYPH[value.kind]}</span>
        </div>
        <MechanicAction state={state} left={left} words={words} chances={chances} onTap={draw} />
      </section>
      <CampaignRules rules={component.rules} />
      <PrizePopup
        outcome={outcome}
        words={words}
        downloadHref={downloadHref(query.utm_source)}
        onClose={close}
      />
    </main>
  );
}
