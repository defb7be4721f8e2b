import { Skeleton } from '../../ui/Skeleton.tsx';

/** A topic's shape while it loads: the cover, the title and three article rows. */
export function TopicSkeleton() {
  return (
    <div className="bc-special" role="status" aria-busy="true">
      <span className="bc-visually-hidden">专题加载中</span>
      <Skeleton ratio={750 / 360} className="bc-special__skeleton-cover" />
      <div className="bc-special__intro">
        <Skeleton height="24px" width="70%" />
        <Skeleton lines={2} className="bc-special__skeleton-gap" />
      </div>
      <div className="bc-special__list">
        {[0, 1, 2].map((row) => (
          <div className="bc-special__skeleton-row" key={row}>
            <Skeleton lines={2} />
            <Skeleton ratio={3 / 2} />
          </div>
        ))}
      </div>
    </div>
  );
}
