import { Suspense, type CSSProperties } from 'react';
import { formatDate } from '../../lib/time.ts';
import { videoRatio } from '../../registry/video/video-ratio.ts';
import type { ScreenProps } from '../shared/screen.ts';
import { CoverMessage } from './CoverMessage.tsx';
import { LazyVideoPlayer } from './LazyVideoPlayer.tsx';
import type { ShortVideoPage } from './load-short-video.ts';
import './live-room.css';

/** The video's title as the page shows it. */
export function videoTitle(page: ShortVideoPage): string {
  return page.video.title?.trim() || '短视频';
}

/**
 * shortvideo's body: the video in the video module's player (its cover with a play icon until
 * played, R4.05; video.js only for a stream the browser cannot play), in its own shape (a portrait
 * video stands in the middle of a black band no taller than most of the screen), then its title,
 * date and description. A video taken down (no source) shows its cover and says so.
 */
export function ShortVideoScreen({ value }: ScreenProps<ShortVideoPage>) {
  const { video } = value;
  const title = videoTitle(value);
  const src = video.videoUrl?.trim() ?? '';
  const ratio = videoRatio(video);
  const published = formatDate(video.publishTime, 'YYYY-MM-DD HH:mm');
  const shape = { '--bc-video-ratio': ratio ?? 16 / 9 } as CSSProperties;
  return (
    <main className="bc-live-room bc-short-video">
      <div className="bc-short-video__frame" style={shape}>
        {src === '' ? (
          <CoverMessage cover={video.coverImg} message="视频已下架，暂时无法观看" />
        ) : (
          <Suspense fallback={<div className="bc-video__stage" />}>
            <LazyVideoPlayer
              key={src}
              src={src}
              cover={video.coverImg}
              title={title}
              ratio={ratio}
            />
          </Suspense>
        )}
      </div>
      <section className="bc-live-room__panel" aria-labelledby="bc-short-video-title">
        <h1 className="bc-live-room__title" id="bc-short-video-title">
          {title}
        </h1>
        {published && (
          <p className="bc-live-room__time bc-short-video__date">
            <time>{published}</time> 发布
          </p>
        )}
        {video.description?.trim() && (
          <p className="bc-short-video__description">{video.description.trim()}</p>
        )}
      </section>
    </main>
  );
}
