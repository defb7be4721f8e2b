import type { CSSProperties, Ref } from 'react';
import type { VipSku } from '../../schemas/vip.ts';
import { validityText } from './vip-rules.ts';
import { VipSectionTitle } from './VipSectionTitle.tsx';

/** Props of the inline price block. */
export interface VipPricesProps {
  skuList: VipSku[];
  chosen: number;
  onChoose: (index: number) => void;
  /** The activate or renew wording (R4.08). */
  wording: string;
  onActivate: () => void;
  busy: boolean;
  blockRef: Ref<HTMLElement>;
  buttonStyle: CSSProperties;
}

/**
 * The level's price options (price and duration with its unit, R4.08 / R9.11); with more than one,
 * a choice and its own activate button (the floating one is hidden while this block is in view,
 * R4.09).
 */
export function VipPrices({
  skuList,
  chosen,
  onChoose,
  wording,
  onActivate,
  busy,
  blockRef,
  buttonStyle,
}: VipPricesProps) {
  return (
    <section ref={blockRef} className="bc-vip__section" aria-labelledby="bc-vip-prices">
      <VipSectionTitle id="bc-vip-prices">开通价格</VipSectionTitle>
      <div className="bc-vip-prices" role="radiogroup" aria-labelledby="bc-vip-prices">
        {skuList.map((sku, at) => {
          const validity = validityText(sku.vipValidTime, sku.vipValidUnit);
          return (
            <button
              key={sku.id}
              type="button"
              role="radio"
              aria-checked={at === chosen}
              className="bc-vip-prices__option"
              onClick={() => onChoose(at)}
            >
              <span className="bc-vip-prices__price">
                <small>¥</small>
                {sku.realPrice ?? '—'}
              </span>
              {validity && <span className="bc-vip-prices__validity">{validity}</span>}
            </button>
          );
        })}
      </div>
      {skuList.length > 1 && (
        <button
          type="button"
          className="bc-vip__activate"
          style={buttonStyle}
          disabled={busy}
          onClick={onActivate}
        >
          {wording}
        </button>
      )}
    </section>
  );
}
