import { Skeleton } from '../../ui/Skeleton.tsx';
import './meeting.css';

/** unicorn-meeting-signup while the browser loads it: the cover, the summary and the form's place. */
export function MeetingSkeleton() {
  return (
    <main className="bc-meeting" aria-busy="true" aria-label="加载中">
      <Skeleton ratio={750 / 400} className="bc-meeting-summary__cover" />
      <div className="bc-meeting__panel">
        <Skeleton width="70%" height="1.4em" />
        <Skeleton lines={3} />
      </div>
      <div className="bc-meeting__panel">
        <Skeleton lines={5} />
      </div>
    </main>
  );
}
