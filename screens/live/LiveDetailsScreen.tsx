import { lazy, Suspense } from 'react';
import { useAction } from '../../actions/use-action.tsx';
import { useAppOpening } from '../../actions/use-app-opening.tsx';
import { useServerClock } from '../../api/use-server-clock.ts';
import { parseChinaTime } from '../../lib/china-time.ts';
import { LIVE_STATUS } from '../../lib/live-status.ts';
import { formatDate } from '../../lib/time.ts';
import type { LiveDisplayStatus, LiveStatusView } from '../../registry/live/live-status.ts';
import { useCountdown } from '../../ui/use-countdown.ts';
import type { ScreenProps } from '../shared/screen.ts';
import type { LiveDetailsPage } from './load-live-details.ts';
import { LiveAbout } from './LiveAbout.tsx';
import { WithLiveStatus } from './live-status-chunk.ts';
import { LiveTitlePanel, type LiveButton } from './LiveTitlePanel.tsx';
import { PreviewStage } from './PreviewStage.tsx';
import { usePreview, type PreviewState } from './use-preview.ts';
import '../../registry/live/Live.css';
import './live-room.css';

/** The WeChat reminder, in a chunk only WeChat's browser loads. */
const WeChatReminder = lazy(() =>
  import('./WeChatReminder.tsx').then(({ WeChatReminder }) => ({ default: WeChatReminder })),
);

/** The preview's title as pages show it. */
export function previewTitle(page: LiveDetailsPage): string {
  return page.preview.title?.trim() || '直播预告';
}

/**
 * live-details' body: a live before it starts. The cover counts down to the start on the server's
 * clock (a phone whose clock is off still flips at the right second, and asks the status then);
 * 预约直播 logs in first and reserves once (已预约 after, across reloads; in WeChat its own call);
 * once started the button leads into the room (liveTap: the native room in the app, the
 * mini-program's room, live-room here). In WeChat's browser the visitor can also have WeChat say
 * when it starts (the reminder, on or off). The projects and the introduction follow.
 */
export function LiveDetailsScreen({ value }: ScreenProps<LiveDetailsPage>) {
  const state = usePreview(value.roomLiveId, value.preview);
  return (
    <Suspense fallback={<main className="bc-live-room" aria-busy="true" />}>
      <WithLiveStatus status={state.preview.status} isReplay={state.preview.isReplay}>
        {(status, view) => (
          <LiveDetailsBody page={value} state={state} status={status} view={view} />
        )}
      </WithLiveStatus>
    </Suspense>
  );
}

/** The reserve button's text and state for the visitor's reservation. */
function reserveButton(state: PreviewState): LiveButton {
  const { reservation, reserve } = state;
  switch (reservation) {
    case 'yes':
      return { label: '已预约', disabled: true, onClick: () => undefined };
    case 'sending':
      return { label: '预约中…', disabled: true, onClick: () => undefined };
    case 'unknown':
    case 'no':
      return { label: '预约直播', disabled: false, onClick: () => void reserve() };
    default:
      return reservation satisfies never;
  }
}

/** What the stage says instead of the countdown once the live has started or ended. */
function stageMessage(status: LiveDisplayStatus | undefined): string {
  switch (status) {
    case LIVE_STATUS.preview:
    case undefined:
      return '';
    case LIVE_STATUS.live:
    case LIVE_STATUS.alsoLive:
      return '直播已开始';
    case LIVE_STATUS.replay:
      return '直播已结束，可观看回放';
    case LIVE_STATUS.endedWithoutReplay:
      return '直播已结束';
    default:
      return status satisfies never;
  }
}

function LiveDetailsBody({
  page,
  state,
  status: loadedStatus,
  view: loadedView,
}: {
  page: LiveDetailsPage;
  state: PreviewState;
  status: LiveDisplayStatus | undefined;
  view: LiveStatusView;
}) {
  const dispatch = useAction();
  const { preview } = state;
  const inWeChat = useAppOpening() === 'openInBrowser';
  // The server's clock once an answer set it (never the phone's: it may be a day off).
  const clock = useServerClock(state.synced);
  const left = useCountdown(clock ? parseChinaTime(preview.startTime) : null, {
    onEnd: () => {
      if (preview.status === LIVE_STATUS.preview) state.refresh();
    },
    ...(clock ? { now: clock.now } : {}),
  });
  // The start reached on the server's clock counts as started before the status says so.
  const started = loadedStatus === LIVE_STATUS.preview && left === 0;
  const status = started ? LIVE_STATUS.live : loadedStatus;
  const view = started ? { ...loadedView, button: '进入观看', badge: '直播中' } : loadedView;
  const start = formatDate(preview.startTime, 'MM月DD日 HH:mm');
  const count = preview.subscribeCount ?? 0;
  const button: LiveButton =
    status === LIVE_STATUS.preview
      ? reserveButton(state)
      : {
          label: view.button,
          disabled: !view.tappable,
          onClick: () => void dispatch({ kind: 'liveTap', roomLiveId: page.roomLiveId, status }),
        };
  return (
    <main className="bc-live-room">
      <PreviewStage
        cover={preview.coverOne}
        start={start}
        left={left}
        message={stageMessage(status)}
      />
      <LiveTitlePanel
        title={previewTitle(page)}
        status={status}
        badge={view.badge}
        time={
          <>
            {start && <time>{start} 开播</time>}
            {count > 0 && <span className="bc-live-room__count">{count}人已预约</span>}
          </>
        }
        button={button}
      />
      {inWeChat && status === LIVE_STATUS.preview && (
        <Suspense fallback={null}>
          <WeChatReminder roomLiveId={page.roomLiveId} />
        </Suspense>
      )}
      <LiveAbout projects={preview.projectList} introduce={page.introduce} />
    </main>
  );
}
