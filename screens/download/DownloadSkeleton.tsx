import { Skeleton } from '../../ui/Skeleton.tsx';
import './download.css';

/** The download page's shape while it mounts on a static host: the brand, three lines, two buttons. */
export function DownloadSkeleton() {
  return (
    <div className="bc-download" role="status" aria-busy="true">
      <span className="bc-visually-hidden">加载中</span>
      <div className="bc-download__hero">
        <Skeleton className="bc-download__logo" round />
        <Skeleton width="40%" height="1.6em" />
        <Skeleton width="70%" />
      </div>
      <div className="bc-download__features">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} height="3.2em" />
        ))}
      </div>
    </div>
  );
}
