import { Skeleton } from '../../ui/Skeleton.tsx';
import './unicorn-detail.css';

/** unicorn-detail while the browser loads it: the cover, the summary panel and a block of cards. */
export function UnicornDetailSkeleton() {
  return (
    <main className="bc-unicorn" aria-busy="true" aria-label="加载中">
      <Skeleton ratio={16 / 9} className="bc-unicorn-skeleton__cover" />
      <div className="bc-project-summary__panel">
        <Skeleton width="70%" height="1.4em" />
        <Skeleton lines={2} className="bc-unicorn-skeleton__lines" />
      </div>
      <div className="bc-project-summary__panel">
        <Skeleton lines={4} />
      </div>
    </main>
  );
}
