import { LiveCard } from '../../registry/live/LiveCard.tsx';
import type { LiveItem } from '../../schemas/index.ts';
import '../../registry/live/Live.css';

/**
 * The project's live room or upcoming preview as the live module's card (its status kept fresh by
 * `roomLive/detail`, its button a liveTap); nothing when the project has none.
 */
export function ProjectLive({ live }: { live: LiveItem | null }) {
  if (!live?.roomLiveId) return null;
  const entry = {
    roomLiveId: live.roomLiveId,
    ...(live.title ? { title: live.title } : {}),
    ...(live.coverOne ? { coverImg: live.coverOne } : {}),
  };
  return (
    <section className="bc-unicorn__section bc-unicorn__live" aria-labelledby="bc-unicorn-live">
      <h2 className="bc-unicorn__heading" id="bc-unicorn-live">
        项目直播
      </h2>
      <ul className="bc-live__list">
        <LiveCard entry={entry} initial={live} />
      </ul>
    </section>
  );
}
