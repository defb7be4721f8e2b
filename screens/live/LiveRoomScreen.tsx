import { lazy, Suspense, useRef } from 'react';
import { liveWatchingFor } from '../../actions/live-watching.ts';
import { useAction } from '../../actions/use-action.tsx';
import { useAppOpening } from '../../actions/use-app-opening.tsx';
import { LIVE_STATUS } from '../../lib/live-status.ts';
import { formatDate } from '../../lib/time.ts';
import type { LiveDisplayStatus, LiveStatusView } from '../../registry/live/live-status.ts';
import type { PlayerHandle } from '../../registry/video/VideoPlayer.tsx';
import { RichText } from '../../ui/RichText.tsx';
import type { LiveRoom } from '../../schemas/live-room.ts';
import type { ScreenProps } from '../shared/screen.ts';
import type { LiveRoomPage } from './load-live-room.ts';
import { LiveProducts } from './LiveProducts.tsx';
import { LiveStage, stageSource } from './LiveStage.tsx';
import { useRoomStatus } from './use-room-status.ts';
import '../../registry/live/Live.css';
import './live-room.css';

// The live module's chunk: the status texts come with the card's (R4.07), one copy, not a chunk of
// their own that every activity page's live module would then wait on.
const WithLiveStatus = lazy(() =>
  import('../../registry/live/index.ts').then((chunk) => ({ default: chunk.WithLiveStatus })),
);

/** The manifest source of the live module's chunk, preloaded by the page server. */
export const LIVE_CHUNK_SOURCE = 'registry/live/index.ts';

/** The room's title as pages show it. */
export function roomTitle(page: LiveRoomPage): string {
  return page.room.title?.trim() || '直播间';
}

/**
 * live-room's body: the stage (live stream, replay, or the cover saying what is happening), the
 * title with the status of R4.07 (the live card's texts) and its button, the room's projects, its
 * introduction and its products. The status is kept fresh while the page is visible. Where the host
 * has a room of its own (the app, the mini-program) the button hands over to it (liveTap); here it
 * plays the stage, and a preview's button opens the preview page to reserve.
 */
export function LiveRoomScreen({ value }: ScreenProps<LiveRoomPage>) {
  const room = useRoomStatus(value.roomLiveId, value.room);
  return (
    <Suspense fallback={<main className="bc-live-room" aria-busy="true" />}>
      <WithLiveStatus status={room.status} isReplay={room.isReplay}>
        {(status, view) => <LiveRoomBody page={value} room={room} status={status} view={view} />}
      </WithLiveStatus>
    </Suspense>
  );
}

function LiveRoomBody({
  page: value,
  room,
  status,
  view,
}: {
  page: LiveRoomPage;
  room: LiveRoom;
  status: LiveDisplayStatus | undefined;
  view: LiveStatusView;
}) {
  const dispatch = useAction();
  const watching = liveWatchingFor(useAppOpening());
  const player = useRef<PlayerHandle>(null);
  const title = roomTitle(value);
  const start = formatDate(room.startTime, 'MM月DD日 HH:mm');
  const live = status === LIVE_STATUS.live || status === LIVE_STATUS.alsoLive;
  const projects = (room.projectList ?? []).filter((project) => project.projectId);

  const act = () => {
    if (watching === 'here' && stageSource(room, status)) return player.current?.play();
    void dispatch({ kind: 'liveTap', roomLiveId: value.roomLiveId, status });
  };

  return (
    <main className="bc-live-room">
      <LiveStage room={room} status={status} title={title} handle={player} />
      <section className="bc-live-room__panel" aria-labelledby="bc-live-room-title">
        <h1 className="bc-live-room__title" id="bc-live-room-title">
          {view.badge && (
            <span
              className={live ? 'bc-live__badge bc-live__badge--live' : 'bc-live__badge'}
              data-status={status ?? 'unknown'}
            >
              {live && <span className="bc-live__pulse" aria-hidden="true" />}
              {view.badge}
            </span>
          )}
          {title}
        </h1>
        <div className="bc-live-room__footer">
          <span className="bc-live-room__time">{start && <time>{start} 开播</time>}</span>
          <button
            type="button"
            className={`bc-live__button bc-live__button--${status ?? 'unknown'}`}
            disabled={!view.tappable}
            onClick={act}
          >
            {view.button}
          </button>
        </div>
      </section>
      {projects.length > 0 && (
        <section className="bc-live-room__section" aria-labelledby="bc-live-room-projects">
          <h2 className="bc-live-room__heading" id="bc-live-room-projects">
            路演项目
          </h2>
          <ul className="bc-live-room__projects">
            {projects.map((project) => (
              <li key={project.projectId}>
                <button
                  type="button"
                  className="bc-live-room__project"
                  onClick={() =>
                    void dispatch({
                      kind: 'openProject',
                      projectId: project.projectId ?? '',
                      ...(project.projectName ? { projectName: project.projectName } : {}),
                    })
                  }
                >
                  {project.projectName || '查看项目'}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {value.introduce && (
        <section className="bc-live-room__section" aria-labelledby="bc-live-room-introduce">
          <h2 className="bc-live-room__heading" id="bc-live-room-introduce">
            直播介绍
          </h2>
          <RichText html={value.introduce} className="bc-live-room__introduce" />
        </section>
      )}
      <LiveProducts products={value.products} />
    </main>
  );
}
