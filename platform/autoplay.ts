/** Starts a player by itself, with the sound off or on. */
export type StartPlayer = (muted: boolean) => void;

/**
 * How a host lets a video start without a tap: it calls `start` when and as the host allows. Returns
 * what cancels a start not yet made (the player went away first). The table of which host does
 * what is actions/video-autoplay.ts.
 */
export type Autoplay = (start: StartPlayer) => () => void;

/** Browsers (and web views) start a video by themselves only with its sound off: now, muted. */
export const mutedAutoplay: Autoplay = (start) => {
  start(true);
  return () => undefined;
};
