import type { OwnKey, QueryParams } from '../../lib/query.ts';
import type { ScreenDefinition } from '../shared/screen.ts';
import { LiveRoomSkeleton } from './LiveRoomSkeleton.tsx';
import { PLAYER_SOURCE } from './LazyVideoPlayer.tsx';
import { loadShortVideo, type ShortVideoPage } from './load-short-video.ts';
import { ShortVideoScreen, videoTitle } from './ShortVideoScreen.tsx';

const VIDEO_ID = 'videoId' satisfies OwnKey;

/** Reads shortvideo's own `videoId` into the shared reader's query (no other page pays for it). */
function readVideoId(query: QueryParams, search: string): QueryParams {
  const videoId = new URLSearchParams(search).get(VIDEO_ID)?.trim();
  return videoId ? { ...query, videoId } : query;
}

/**
 * shortvideo (spec §2, `videoId`): one short video (`video/detail/h5/v1`) to watch, with its title
 * and description; the page server preloads the player's chunk, video.js loads on play.
 */
export const shortVideoScreen: ScreenDefinition<ShortVideoPage> = {
  name: 'shortvideo',
  html: 'shortvideo.html',
  label: '短视频',
  params: ['videoId'],
  ownQuery: readVideoId,
  load: loadShortVideo,
  title: videoTitle,
  share: (page) => ({
    title: videoTitle(page),
    ...(page.video.description?.trim() ? { desc: page.video.description.trim() } : {}),
    ...(page.video.coverImg ? { image: page.video.coverImg } : {}),
  }),
  preload: (page) => (page.video.videoUrl?.trim() ? [PLAYER_SOURCE] : []),
  Screen: ShortVideoScreen,
  Skeleton: LiveRoomSkeleton,
};
