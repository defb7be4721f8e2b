import { Skeleton } from '../../ui/Skeleton.tsx';
import './legal.css';

/** A legal page's shape while its text loads (a static host, a retry): a title and paragraphs. */
export function LegalSkeleton() {
  return (
    <div className="bc-legal-page" role="status" aria-busy="true">
      <span className="bc-visually-hidden">加载中</span>
      <Skeleton className="bc-legal-page__title-skeleton" width="60%" height="1.5em" />
      <Skeleton width="45%" />
      {[4, 3, 5, 3].map((lines, index) => (
        <div className="bc-legal-page__paragraph-skeleton" key={index}>
          <Skeleton width="40%" height="1.2em" />
          <Skeleton lines={lines} />
        </div>
      ))}
    </div>
  );
}
