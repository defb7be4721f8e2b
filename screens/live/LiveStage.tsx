import { Suspense, type Ref } from 'react';
import { LIVE_STATUS } from '../../lib/live-status.ts';
import { formatDate } from '../../lib/time.ts';
import type { LiveDisplayStatus } from '../../registry/live/live-status.ts';
import type { PlayerHandle } from '../../registry/video/VideoPlayer.tsx';
import type { LiveRoom } from '../../schemas/live-room.ts';
import { CoverMessage } from './CoverMessage.tsx';
import { LazyVideoPlayer } from './LazyVideoPlayer.tsx';

/** The stream the stage plays for a status: the live stream while live, the replay once ended. */
export function stageSource(room: LiveRoom, status: LiveDisplayStatus | undefined) {
  switch (status) {
    case LIVE_STATUS.live:
    case LIVE_STATUS.alsoLive:
      return room.liveUrl ? { src: room.liveUrl, live: true } : undefined;
    case LIVE_STATUS.replay:
      return room.replayUrl ? { src: room.replayUrl, live: false } : undefined;
    case LIVE_STATUS.preview:
    case LIVE_STATUS.endedWithoutReplay:
    case undefined:
      return undefined;
    default:
      return status satisfies never;
  }
}

/** What the cover says when there is nothing to play. */
function idleMessage(room: LiveRoom, status: LiveDisplayStatus | undefined): string {
  switch (status) {
    case LIVE_STATUS.preview: {
      const start = formatDate(room.startTime, 'MM月DD日 HH:mm');
      return start ? `直播未开始，${start} 开播` : '直播未开始';
    }
    case LIVE_STATUS.live:
    case LIVE_STATUS.alsoLive:
      return '直播信号准备中，请稍候';
    case LIVE_STATUS.replay:
      return '回放正在生成，请稍后再来';
    case LIVE_STATUS.endedWithoutReplay:
      return '直播已结束';
    case undefined:
      return '';
    default:
      return status satisfies never;
  }
}

/**
 * The room's stage: the live stream or the replay in the video module's player (cover and play icon
 * until played, R4.05), or the cover with what is happening (not started, ended) when there is
 * nothing to play; a stream that fails shows the cover and says so, never a black box.
 */
export function LiveStage({
  room,
  status,
  title,
  handle,
}: {
  room: LiveRoom;
  status: LiveDisplayStatus | undefined;
  title: string;
  handle: Ref<PlayerHandle>;
}) {
  const source = stageSource(room, status);
  if (source) {
    return (
      <Suspense fallback={<div className="bc-video__stage" />}>
        <LazyVideoPlayer
          key={source.src}
          src={source.src}
          cover={room.coverOne}
          title={title}
          live={source.live}
          streaming
          failure={source.live ? '直播信号中断，请稍后再试' : '回放加载失败'}
          handle={handle}
        />
      </Suspense>
    );
  }
  return <CoverMessage cover={room.coverOne} message={idleMessage(room, status)} />;
}
