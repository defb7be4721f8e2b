import type { ScreenDefinition } from '../shared/screen.ts';
import { loadLiveDetails, type LiveDetailsPage } from './load-live-details.ts';
import { LIVE_CHUNK_SOURCE } from './live-status-chunk.ts';
import { LiveDetailsScreen, previewTitle } from './LiveDetailsScreen.tsx';
import { LiveRoomSkeleton } from './LiveRoomSkeleton.tsx';

/**
 * live-details (spec §2, `roomLiveId`): a live before it starts, the live preview of spec §7
 * (`roomLivePreview/*`): its start with a countdown, reserving it, its projects and introduction.
 * Previews open here from the live card and the live room (actions/resolve.ts liveTap).
 */
export const liveDetailsScreen: ScreenDefinition<LiveDetailsPage> = {
  name: 'live-details',
  html: 'live-details.html',
  label: '直播预告',
  params: ['roomLiveId'],
  load: loadLiveDetails,
  title: previewTitle,
  share: (page) => ({
    title: previewTitle(page),
    ...(page.preview.coverOne ? { image: page.preview.coverOne } : {}),
  }),
  pageView: (page) => ({
    room_live_id: page.roomLiveId,
    ...(page.preview.title ? { room_live_name: page.preview.title } : {}),
  }),
  // The status texts' chunk, which the body waits on.
  preload: () => [LIVE_CHUNK_SOURCE],
  Screen: LiveDetailsScreen,
  Skeleton: LiveRoomSkeleton,
};
