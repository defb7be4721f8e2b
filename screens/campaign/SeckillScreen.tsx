import { useCallback } from 'react';
import { useApi } from '../../api/use-api.tsx';
import type { ScreenProps } from '../shared/screen.ts';
import { CampaignHead } from './CampaignHead.tsx';
import { CampaignRules } from './CampaignRules.tsx';
import { windowOf } from './campaign-phase.ts';
import { downloadHref } from './download-href.ts';
import { drawState, type Chances } from './draw-state.ts';
import { askProduct, type SeckillPage } from './load-seckill.ts';
import { MechanicAction } from './MechanicAction.tsx';
import { PrizePopup } from './PrizePopup.tsx';
import { SeckillProductCard } from './SeckillProductCard.tsx';
import { SECKILL_MECHANIC } from './seckill-mechanic.ts';
import { useMechanic } from './use-mechanic.ts';
import { useFresh } from './use-fresh.ts';
import { usePhase } from './use-phase.ts';
import './campaign.css';

const SECKILL = SECKILL_MECHANIC;
/** Nothing left to buy: 已抢光 (noChances) for a visitor who has not bought. */
const NONE_LEFT: Chances = { times: 0, used: 0 };

/**
 * The seckill (秒杀, spec §4): its head, the product with both prices and the stock left, the
 * button in each state (docs/campaign-mechanics.md) with the countdown to the start on the server's
 * clock, the popup and the rules. After hydration the product is asked again (fresh stock; its
 * `Date` header sets the clock), and once logged in whether the visitor bought.
 */
export function SeckillScreen({ value, query }: ScreenProps<SeckillPage>) {
  const api = useApi();
  const { component } = value;
  const ask = useCallback(
    (signal: AbortSignal) => askProduct(api, component, signal),
    [api, component],
  );
  const fresh = useFresh(value.product, ask);
  const product = fresh.value;
  const { phase, left } = usePhase(windowOf(product), fresh.settled);
  const { chances, drawing, outcome, draw, close } = useMechanic(
    SECKILL,
    component.id,
    component.activeId,
  );
  const soldOut = (product.stock ?? 0) <= 0;
  const standing = chances?.used ? chances : soldOut ? NONE_LEFT : chances;
  const state = drawState({ phase, enabled: true, chances: standing, drawing });

  return (
    <main className="bc-campaign bc-campaign--seckill">
      <CampaignHead component={component} />
      <section className="bc-campaign__stage" aria-label="秒杀">
        <SeckillProductCard product={product} />
        <MechanicAction
          state={state}
          left={left}
          words={SECKILL.words}
          chances={undefined}
          onTap={draw}
        />
      </section>
      <CampaignRules rules={component.rules} />
      <PrizePopup
        outcome={outcome}
        words={SECKILL.words}
        downloadHref={downloadHref(query.utm_source)}
        onClose={close}
      />
    </main>
  );
}
