import { Suspense, useCallback, useRef } from 'react';
import { liveWatchingFor } from '../../actions/live-watching.ts';
import { useAction } from '../../actions/use-action.tsx';
import { useAppOpening } from '../../actions/use-app-opening.tsx';
import { formatDate } from '../../lib/time.ts';
import type { LiveDisplayStatus, LiveStatusView } from '../../registry/live/live-status.ts';
import type { PlayerHandle } from '../../registry/video/VideoPlayer.tsx';
import type { LiveRoom } from '../../schemas/live-room.ts';
import type { ScreenProps } from '../shared/screen.ts';
import type { LiveRoomPage } from './load-live-room.ts';
import { LiveAbout } from './LiveAbout.tsx';
import { LiveProducts } from './LiveProducts.tsx';
import { LiveStage, stageSource } from './LiveStage.tsx';
import { LiveTitlePanel } from './LiveTitlePanel.tsx';
import { WithLiveStatus } from './live-status-chunk.ts';
import { useRoomStatus } from './use-room-status.ts';
import '../../registry/live/Live.css';
import './live-room.css';

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
  const player = useRef<PlayerHandle | null>(null);
  // A tap that comes while the player's chunk is still hydrating is kept and played on arrival.
  const playOnAttach = useRef(false);
  const attachPlayer = useCallback((handle: PlayerHandle | null) => {
    player.current = handle;
    if (handle && playOnAttach.current) {
      playOnAttach.current = false;
      handle.play();
    }
  }, []);
  const title = roomTitle(value);
  const start = formatDate(room.startTime, 'MM月DD日 HH:mm');

  const act = () => {
    if (watching === 'here' && stageSource(room, status)) {
      if (player.current) player.current.play();
      else playOnAttach.current = true;
      return;
    }
    void dispatch({ kind: 'liveTap', roomLiveId: value.roomLiveId, status });
  };

  return (
    <main className="bc-live-room">
      <LiveStage room={room} status={status} title={title} handle={attachPlayer} />
      <LiveTitlePanel
        title={title}
        status={status}
        badge={view.badge}
        time={start && <time>{start} 开播</time>}
        button={{ label: view.button, disabled: !view.tappable, onClick: act }}
      />
      <LiveAbout projects={room.projectList} introduce={value.introduce} />
      <LiveProducts products={value.products} />
    </main>
  );
}
