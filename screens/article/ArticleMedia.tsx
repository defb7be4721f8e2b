import { lazy, Suspense } from 'react';
import { picture } from '../../ui/Picture.tsx';
import type { ArticleMedium } from './load-article.ts';
import '../../registry/audio/Audio.css';
import '../../registry/video/Video.css';

/**
 * The players come with the video and audio modules' own chunks, the ones an activity page loads
 * (the page server preloads them when the article has such a medium): one chunk each, not a second
 * copy cut out of the modules'.
 */
const PLAYER_SOURCES = {
  video: 'registry/video/index.ts',
  audio: 'registry/audio/index.ts',
} as const;

const VideoPlayer = lazy(() =>
  import('../../registry/video/index.ts').then(({ VideoPlayer }) => ({ default: VideoPlayer })),
);
const AudioPlayer = lazy(() =>
  import('../../registry/audio/index.ts').then(({ AudioPlayer }) => ({ default: AudioPlayer })),
);

/** The manifest sources of the players these media need. */
export function playerSources(media: ArticleMedium[]): string[] {
  const kinds = new Set(media.map((medium) => medium.kind));
  return [
    ...(kinds.has('video') ? [PLAYER_SOURCES.video] : []),
    ...(kinds.has('audio') ? [PLAYER_SOURCES.audio] : []),
  ];
}

/**
 * R4.18 the article's media: a video link becomes the video module's player (cover and play icon;
 * video.js only loads for a stream the browser cannot play), a picture link a picture, anything
 * else the audio module's player with its speeds. Each player is a chunk of its own, loaded only by
 * an article that has one; every player joins the page's media session, so one medium plays at a
 * time (R4.05).
 */
export function ArticleMedia({
  media,
  title,
  cover,
}: {
  media: ArticleMedium[];
  title: string;
  cover: string | undefined;
}) {
  if (media.length === 0) return null;
  return (
    <div className="bc-article-media">
      {media.map((medium, index) => {
        const key = `${index}:${medium.url}`;
        switch (medium.kind) {
          case 'video':
            return (
              <div className="bc-article-media__item" key={key}>
                <Suspense fallback={<div className="bc-video__stage" />}>
                  <VideoPlayer src={medium.url} cover={cover} title={title} />
                </Suspense>
              </div>
            );
          case 'image':
            return picture({
              key,
              className: 'bc-article-media__item bc-article-media__picture',
              src: medium.url,
              alt: `${title} 配图`,
              sizes: 'full',
            });
          case 'audio':
            return (
              <div className="bc-article-media__item bc-audio__card" key={key}>
                <p className="bc-article-media__audio-title">
                  <span className="bc-article-media__audio-label">音频</span>
                  <span className="bc-clamp">{title}</span>
                </p>
                <Suspense fallback={<div className="bc-article-media__audio-slot" />}>
                  <AudioPlayer src={medium.url} title={title} />
                </Suspense>
              </div>
            );
          default:
            return medium.kind satisfies never;
        }
      })}
    </div>
  );
}
