import type { ScreenDefinition } from '../shared/screen.ts';
import { loadLiveRoom, type LiveRoomPage } from './load-live-room.ts';
import { LIVE_CHUNK_SOURCE } from './live-status-chunk.ts';
import { LiveRoomScreen, roomTitle } from './LiveRoomScreen.tsx';
import { LiveRoomSkeleton } from './LiveRoomSkeleton.tsx';
import { PRODUCT_CARD_SOURCE } from './LiveProducts.tsx';
import { PLAYER_SOURCE } from './LazyVideoPlayer.tsx';

/**
 * live-room (spec §2, `roomLiveId`): one live room to watch live or as a replay, its projects,
 * introduction and products; its page view carries the room (spec §3 analytics fields).
 */
export const liveRoomScreen: ScreenDefinition<LiveRoomPage> = {
  name: 'live-room',
  html: 'live-room.html',
  label: '直播间',
  params: ['roomLiveId'],
  load: loadLiveRoom,
  title: roomTitle,
  share: (page) => ({
    title: roomTitle(page),
    ...(page.room.coverOne ? { image: page.room.coverOne } : {}),
  }),
  pageView: (page) => ({
    room_live_id: page.roomLiveId,
    ...(page.room.title ? { room_live_name: page.room.title } : {}),
  }),
  // The status texts' chunk and the player's always (a room may go live while open), the product
  // card's when it sells any.
  preload: (page) => [
    LIVE_CHUNK_SOURCE,
    PLAYER_SOURCE,
    ...(page.products.length > 0 ? [PRODUCT_CARD_SOURCE] : []),
  ],
  Screen: LiveRoomScreen,
  Skeleton: LiveRoomSkeleton,
};
