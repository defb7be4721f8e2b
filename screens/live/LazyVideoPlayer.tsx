import { lazy } from 'react';

/**
 * The video module's player in its own chunk, for the live pages and the short video (video.js
 * loads from that chunk only when a stream needs it). Render it inside a Suspense boundary.
 */
export const LazyVideoPlayer = lazy(() =>
  import('../../registry/video/index.ts').then(({ VideoPlayer }) => ({ default: VideoPlayer })),
);

/** The manifest source of that chunk, which the page server preloads when a page shows a player. */
export const PLAYER_SOURCE = 'registry/video/index.ts';
