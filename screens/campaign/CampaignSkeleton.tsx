import { Skeleton } from '../../ui/Skeleton.tsx';
import './campaign.css';

/** A mechanic's page while the browser loads it: the head picture, the title and the stage. */
export function CampaignSkeleton() {
  return (
    <main className="bc-campaign" aria-busy="true" aria-label="加载中">
      <Skeleton ratio={750 / 400} />
      <div className="bc-campaign__head">
        <Skeleton width="60%" height="1.4em" />
      </div>
      <div className="bc-campaign__stage">
        <Skeleton lines={4} />
      </div>
    </main>
  );
}
