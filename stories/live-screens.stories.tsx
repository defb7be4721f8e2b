import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AppOpening } from '../actions/app-opening.ts';
import { AppOpeningProvider } from '../actions/use-app-opening.tsx';
import { ApiProvider } from '../api/use-api.tsx';
import pages from '../fixtures/gateway/live.json';
import rows from '../fixtures/gateway/live-rooms.json';
import { VideoPlayer } from '../registry/video/VideoPlayer.tsx';
import type { LiveDetailsPage } from '../screens/live/load-live-details.ts';
import type { LiveRoomPage } from '../screens/live/load-live-room.ts';
import { liveDetailsScreen } from '../screens/live/live-details.ts';
import { liveRoomScreen } from '../screens/live/live-room.ts';
import { ScreenBody } from '../screens/shared/ScreenBody.tsx';
import type { Outcome, ScreenDefinition } from '../screens/shared/screen.ts';
import { createHtmlPurifier } from '../ui/html-purifier.ts';
import { fixtureApi } from './fixture-api.ts';
import { recordedAnswer } from './recorded-answer.ts';

/** The stories' gateway: the status refreshes and the remind calls never answer (what was loaded stays). */
const api = fixtureApi(() => undefined);
const purify = createHtmlPurifier(window);

/** A room of the gateway's fixtures as roomLive/detail answers it (a fixed start, for visual diffs). */
function roomOf(roomLiveId: number) {
  const row = rows.rooms.find((room) => room.roomLiveId === roomLiveId);
  const page = pages.rooms.find((room) => room.roomLiveId === roomLiveId);
  const data = { ...row, ...page, startTime: '2026-06-01 20:00:00' };
  return { page, room: recordedAnswer('roomLiveDetail', { code: 1, message: '', data }) };
}

/** live-room's data for a room of the fixtures, its introduction and products included. */
function roomPage(roomLiveId: number): LiveRoomPage {
  const { page, room } = roomOf(roomLiveId);
  const ids = new Set((page?.productIds ?? []).map(String));
  const data = pages.products.filter((product) => ids.has(String(product.productId)));
  return {
    roomLiveId: String(roomLiveId),
    room,
    introduce: purify(page?.introduce ?? ''),
    products: recordedAnswer('roomLiveProductListProductsByIds', { code: 1, message: '', data }),
  };
}

/** live-details' data for a room of the fixtures, with this status. */
function previewPage(roomLiveId: number, status = 1, isReplay = 0): LiveDetailsPage {
  const { page, room } = roomOf(roomLiveId);
  const data = { ...room, status, isReplay, introduce: page?.introduce, subscribeCount: 128 };
  return {
    roomLiveId: String(roomLiveId),
    preview: recordedAnswer('roomLivePreviewDetailInfo', { code: 1, message: '', data }),
    introduce: purify(page?.introduce ?? ''),
  };
}

/** A live screen as ScreenBody shows it, in a host: ready, loading, or failed with 重试. */
function LiveScreen<T>({
  screen,
  outcome,
  opening = 'launch',
}: {
  screen: ScreenDefinition<T>;
  outcome: Outcome<T> | undefined;
  opening?: AppOpening;
}) {
  return (
    <ApiProvider client={api}>
      <AppOpeningProvider opening={opening}>
        <ScreenBody
          screen={screen}
          load={() => new Promise<never>(() => undefined)}
          initial={outcome}
          query={{ isApp: false, preview: false, gray: false, roomLiveId: '31' }}
          search="roomLiveId=31"
        />
      </AppOpeningProvider>
    </ApiProvider>
  );
}

const meta = {
  title: 'Screens/Live',
  component: LiveScreen,
  parameters: { pageBackground: '#f5f6f8' },
} satisfies Meta<typeof LiveScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const room = (roomLiveId: number): Story['args'] => ({
  screen: liveRoomScreen as ScreenDefinition<unknown>,
  outcome: { status: 'ready', value: roomPage(roomLiveId) },
});
const details = (status: number, isReplay = 0, opening: AppOpening = 'launch'): Story['args'] => ({
  screen: liveDetailsScreen as ScreenDefinition<unknown>,
  outcome: { status: 'ready', value: previewPage(32, status, isReplay) },
  opening,
});

/** live-room, R4.07 status 1 preview: the cover says when it starts; 预约直播. */
export const RoomStatus1Preview: Story = { args: room(32) };
/** Status 2 live: the stream's cover and play icon (R4.05); 进入观看 and its products. */
export const RoomStatus2Live: Story = { args: room(31) };
export const RoomStatus2LiveAt320: Story = { args: room(31), parameters: { frameWidth: 320 } };
/** Status 3 live. */
export const RoomStatus3Live: Story = { args: room(33) };
/** Status 4 with a replay shows 5: the replay's cover; 立即查看. */
export const RoomStatus5Replay: Story = { args: room(34) };
/** Status 4 without a replay shows 6: the cover says 直播已结束; 已结束, not tappable. */
export const RoomStatus6Ended: Story = { args: room(35) };
/** A live room whose stream answers 404: press play, the cover says the signal is down. */
export const RoomDeadStream: Story = { args: room(37) };
export const RoomLoading: Story = {
  args: { screen: liveRoomScreen as ScreenDefinition<unknown>, outcome: undefined },
};
export const RoomNotFound: Story = {
  args: {
    screen: liveRoomScreen as ScreenDefinition<unknown>,
    outcome: { status: 'failed', message: '直播间不存在: 1' },
  },
};

/** live-details before the server answered: the start alone (no countdown on the phone's clock); 预约直播. */
export const PreviewBeforeStart: Story = { args: details(1) };
/** In WeChat's browser: the WeChat reminder's row under the title (开启提醒). */
export const PreviewInWeChat: Story = { args: details(1, 0, 'openInBrowser') };
export const PreviewInWeChatAt320: Story = {
  args: details(1, 0, 'openInBrowser'),
  parameters: { frameWidth: 320 },
};
/** Started: 直播已开始 on the cover; 进入观看. */
export const PreviewStarted: Story = { args: details(2) };
/** Ended with a replay: 立即查看. */
export const PreviewEndedWithReplay: Story = { args: details(4, 1) };
/** Ended without a replay: 已结束. */
export const PreviewEnded: Story = { args: details(4, 0) };
export const PreviewFailed: Story = {
  args: {
    screen: liveDetailsScreen as ScreenDefinition<unknown>,
    outcome: { status: 'failed', message: '网络不太顺畅，请检查网络后重试' },
  },
};

/** The player's states (playing is the e2e's: Storybook serves no stream): its cover with the play icon (R4.05). */
export const PlayerCover: StoryObj<typeof VideoPlayer> = {
  render: (args) => <VideoPlayer {...args} />,
  args: { src: 'streams/live.m3u8', cover: 'live/31-now.jpg', title: '春季路演直播', live: true },
};
/** Nothing to play: the cover and what happened, never a black box (a failing stream looks the same, with 重试). */
export const PlayerFailed: StoryObj<typeof VideoPlayer> = {
  render: (args) => <VideoPlayer {...args} />,
  args: {
    src: '',
    cover: 'live/31-now.jpg',
    title: '春季路演直播',
    failure: '直播信号中断，请稍后再试',
  },
};
