import { lazy, Suspense } from 'react';
import type { LiveItem } from '../../schemas/index.ts';
import { Skeleton } from '../../ui/Skeleton.tsx';
import '../../registry/live/Live.css';

// The live module's own chunk (the one activity pages load with a live module): the card comes with
// it, so neither page carries it twice nor first. The server renders it in full; the browser keeps
// that HTML until the chunk is in.
const LiveCard = lazy(() =>
  import('../../registry/live/index.ts').then((chunk) => ({ default: chunk.LiveCard })),
);

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
        <Suspense
          fallback={
            <li className="bc-live__card">
              <Skeleton ratio={16 / 9} />
            </li>
          }
        >
          <LiveCard entry={entry} initial={live} />
        </Suspense>
      </ul>
    </section>
  );
}
