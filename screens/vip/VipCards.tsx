import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { VipLevelView } from './load-vip.ts';
import { VipCard, type VipCardProps } from './VipCard.tsx';

const VipCardSwiper = lazy(() => import('./VipCardSwiper.tsx'));

/** Props of the level cards. */
export interface VipCardsProps {
  levels: VipLevelView[];
  index: number;
  onChange: (index: number) => void;
  /** swiperDisabled=1: the card cannot be changed. */
  locked: boolean;
  cardOf: (level: VipLevelView) => VipCardProps;
}

/** Nothing to subscribe to: whether the page has hydrated never changes back. */
const unchanging = () => () => undefined;

/**
 * The swipeable level cards. The server renders the chosen card alone, and so does the browser
 * while it hydrates; then the swiper (lazily loaded) takes its place at the same size. Unless the
 * cards are locked, a row of the levels' names chooses one without swiping.
 */
export function VipCards(props: VipCardsProps) {
  const { levels, index, onChange, locked, cardOf } = props;
  const hydrated = useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
  const chosen = levels[index] ?? levels[0];
  if (!chosen) return null;
  const still = (
    <div className="bc-vip-cards__still">
      <VipCard {...cardOf(chosen)} />
    </div>
  );
  return (
    <section className="bc-vip-cards" aria-label="会员等级">
      {!locked && levels.length > 1 && (
        <div className="bc-vip-cards__tabs" role="group" aria-label="选择会员等级">
          {levels.map((level, at) => (
            <button
              key={level.vipKey}
              type="button"
              className="bc-vip-cards__tab"
              aria-pressed={at === index}
              onClick={() => onChange(at)}
            >
              {level.vipName}
            </button>
          ))}
        </div>
      )}
      {hydrated && levels.length > 1 ? (
        <Suspense fallback={still}>
          <VipCardSwiper {...props} />
        </Suspense>
      ) : (
        still
      )}
    </section>
  );
}
