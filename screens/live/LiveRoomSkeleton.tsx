import { Skeleton } from '../../ui/Skeleton.tsx';
import './live-room.css';

/** A live page while the browser loads it: the stage, the title panel and a block of text. */
export function LiveRoomSkeleton() {
  return (
    <main className="bc-live-room" aria-busy="true" aria-label="加载中">
      <Skeleton ratio={16 / 9} />
      <div className="bc-live-room__panel">
        <Skeleton width="70%" height="1.4em" />
        <Skeleton lines={1} />
      </div>
      <div className="bc-live-room__section">
        <Skeleton lines={4} />
      </div>
    </main>
  );
}
