import { Skeleton } from '../../ui/Skeleton.tsx';
import './vip.css';

/** vip.html while the browser loads it: a card and the price and rights panels. */
export function VipSkeleton() {
  return (
    <main className="bc-vip" aria-busy="true" aria-label="加载中">
      <div className="bc-vip-cards">
        <Skeleton ratio={2} className="bc-vip-skeleton__card" />
      </div>
      <div className="bc-vip__section">
        <Skeleton lines={2} />
      </div>
      <div className="bc-vip__section">
        <Skeleton lines={5} />
      </div>
    </main>
  );
}
