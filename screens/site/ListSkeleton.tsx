import { Skeleton } from '../../ui/Skeleton.tsx';
import './site-lists.css';

/** A list page's shape while its first page loads (a static host, a retry): a head and five rows. */
export function ListSkeleton() {
  return (
    <div className="bc-site-list" role="status" aria-busy="true">
      <span className="bc-visually-hidden">加载中</span>
      <div className="bc-site-list__header">
        <Skeleton width="30%" height="1.6em" />
        <Skeleton width="60%" />
      </div>
      <div className="bc-site-list__panel">
        {[0, 1, 2, 3, 4].map((index) => (
          <div className="bc-site-list__skeleton-row" key={index}>
            <Skeleton className="bc-site-list__skeleton-cover" ratio={1} />
            <Skeleton lines={3} />
          </div>
        ))}
      </div>
    </div>
  );
}
