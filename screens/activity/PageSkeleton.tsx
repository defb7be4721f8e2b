import '../../ui/Skeleton.css';
import './PageSkeleton.css';

/** The page's shape while it loads: a banner and a few cards, so the first paint is not blank. */
export function PageSkeleton() {
  return (
    <div className="bc-page-skeleton" role="status" aria-live="polite" aria-busy="true">
      <span className="bc-visually-hidden">页面加载中</span>
      <div className="bc-skeleton bc-page-skeleton__banner" />
      {[0, 1, 2].map((index) => (
        <div className="bc-page-skeleton__card" key={index}>
          <div className="bc-skeleton bc-page-skeleton__thumb" />
          <div className="bc-page-skeleton__lines">
            <div className="bc-skeleton bc-page-skeleton__line" />
            <div className="bc-skeleton bc-page-skeleton__line bc-page-skeleton__line--short" />
          </div>
        </div>
      ))}
    </div>
  );
}
