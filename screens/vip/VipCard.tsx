import type { CSSProperties } from 'react';
import type { VipLevelView } from './load-vip.ts';
import { cardBackground, vipStyleOf } from './vip-styles.ts';

/** Props of one level card. */
export interface VipCardProps {
  level: VipLevelView;
  /** The visitor holds this level (their current one). */
  current: boolean;
  /** The visitor's rights period, shown when the link asks for it (isShowRightsTime=1). */
  rightsTime?: string | undefined;
}

/**
 * One level's card, styled by its tier's row of the style table (its level 2 or 3 background where
 * the tier has one): the name, the tier's introduce text, the visitor's marks.
 */
export function VipCard({ level, current, rightsTime }: VipCardProps) {
  const style = vipStyleOf(level.vipKey);
  return (
    <article
      className="bc-vip-card"
      aria-label={level.vipName}
      data-vip-key={level.vipKey}
      style={
        {
          '--bc-vip-card-bg': cardBackground(style, level.vipLevel),
          '--bc-vip-card-text': style.textColor,
        } as CSSProperties
      }
    >
      <h2 className="bc-vip-card__name">{level.vipName}</h2>
      {style.introduce && <p className="bc-vip-card__introduce">{style.introduce}</p>}
      {current && <p className="bc-vip-card__badge">当前等级</p>}
      {rightsTime && <p className="bc-vip-card__time">权益有效期：{rightsTime}</p>}
    </article>
  );
}
