import type { ApiClient } from '../../api/client.ts';
import type { QueryParams } from '../../lib/query.ts';
import type { ShortVideo } from '../../schemas/short-video.ts';
import { missingId, required } from '../shared/load.ts';

/** What shortvideo shows. */
export interface ShortVideoPage {
  videoId: string;
  /** The video as `video/detail/h5/v1` answered (source, cover, size, title). */
  video: ShortVideo;
}

/**
 * shortvideo's data: the video (the page cannot do without it: an unknown video is the server's 404
 * and its message).
 */
export async function loadShortVideo(
  api: ApiClient,
  query: QueryParams,
  signal?: AbortSignal,
): Promise<ShortVideoPage> {
  const videoId = query.videoId;
  if (videoId === undefined) throw missingId('视频编号');
  const video = await required(api, 'videoDetailH5V1', {
    query: { videoId },
    ...(signal ? { signal } : {}),
  });
  return { videoId, video };
}
