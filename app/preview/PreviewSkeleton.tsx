import { Skeleton } from '../../ui/Skeleton.tsx';
import './preview.css';

/** The preview while the browser loads the page it names: the three columns, greyed. */
export function PreviewSkeleton() {
  return (
    <div className="bc-preview" aria-busy="true" aria-label="加载中">
      <header className="bc-preview__bar">
        <h1>页面预览</h1>
      </header>
      <div className="bc-preview__columns">
        <div className="bc-preview__column">
          <section>
            <Skeleton lines={12} />
          </section>
        </div>
        <div className="bc-preview__phone" style={{ width: 377 }}>
          <Skeleton width="375px" height="min(812px, calc(100vh - 120px))" />
        </div>
        <div className="bc-preview__column">
          <section>
            <Skeleton lines={6} />
          </section>
        </div>
      </div>
    </div>
  );
}
