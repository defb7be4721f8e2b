import { Skeleton } from '../../ui/Skeleton.tsx';

/** The about page's shape while it loads: the cover, the title and paragraphs. */
export function AboutSkeleton() {
  return (
    <div className="bc-about" role="status" aria-busy="true">
      <span className="bc-visually-hidden">页面加载中</span>
      <Skeleton ratio={750 / 400} />
      <div className="bc-about__body">
        <Skeleton height="26px" width="50%" />
        <Skeleton lines={4} className="bc-about__skeleton-gap" />
        <Skeleton lines={3} className="bc-about__skeleton-gap" />
      </div>
    </div>
  );
}
