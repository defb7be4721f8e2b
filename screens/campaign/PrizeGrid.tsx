import type { Prize } from '../../schemas/campaign.ts';
import { picture } from '../../ui/Picture.tsx';

/** The prizes of the draw, three a row, each with what is left (已抽完 at none). */
export function PrizeGrid({ prizes }: { prizes: readonly Prize[] }) {
  if (prizes.length === 0) return <p className="bc-campaign__empty">奖品准备中</p>;
  return (
    <ul className="bc-prize-grid" aria-label="奖品">
      {prizes.map((prize) => (
        <li key={prize.id} className="bc-prize-grid__item">
          {picture({
            className: 'bc-prize-grid__picture',
            src: prize.prizeImg ?? '',
            alt: '',
            ratio: 1,
          })}
          <span className="bc-prize-grid__name">{prize.prizeName}</span>
          {prize.stock !== undefined ? (
            <span className="bc-prize-grid__stock">
              {prize.stock > 0 ? `剩余 ${prize.stock}` : '已抽完'}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
