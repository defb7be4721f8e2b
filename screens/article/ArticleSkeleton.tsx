import { Skeleton } from '../../ui/Skeleton.tsx';

/** An article's shape while it loads: banner, title, meta line, a picture and paragraphs. */
export function ArticleSkeleton() {
  return (
    <div className="bc-article-screen" role="status" aria-busy="true">
      <span className="bc-visually-hidden">文章加载中</span>
      <div className="bc-article-screen__banner-slot">
        <Skeleton ratio={750 / 320} />
      </div>
      <div className="bc-article-screen__body">
        <Skeleton height="26px" width="92%" />
        <Skeleton height="26px" width="60%" className="bc-article-skeleton__gap-s" />
        <Skeleton height="14px" width="40%" className="bc-article-skeleton__gap-m" />
        <Skeleton ratio={16 / 9} className="bc-article-skeleton__gap-l" />
        <Skeleton lines={4} className="bc-article-skeleton__gap-l" />
        <Skeleton lines={3} className="bc-article-skeleton__gap-l" />
      </div>
    </div>
  );
}
