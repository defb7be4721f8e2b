import { lazy } from 'react';

/**
 * The live module's chunk as the live pages read it: the status texts come with the card's (R4.07),
 * one copy, not a chunk of their own that every activity page's live module would then wait on.
 */
export const WithLiveStatus = lazy(() =>
  import('../../registry/live/index.ts').then((chunk) => ({ default: chunk.WithLiveStatus })),
);

/** The manifest source of the live module's chunk, preloaded by the page server. */
export const LIVE_CHUNK_SOURCE = 'registry/live/index.ts';
