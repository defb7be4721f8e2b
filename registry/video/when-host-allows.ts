/**
 * Starts a player by itself when and as this page's host allows (actions/video-autoplay.ts: muted
 * at once, or with sound from WeChat's bridge in WeChat's browser). That table and WeChat's adapter
 * load only for a video set to autoplay, so no page's first JavaScript carries them. Returns what
 * cancels a start not yet made.
 */
export function whenHostAllows(start: (muted: boolean) => void): () => void {
  let cancelled = false;
  let cancel = () => {};
  void import('../../actions/video-autoplay.ts').then(({ autoplayHere }) => {
    if (!cancelled) cancel = autoplayHere()(start);
  });
  return () => {
    cancelled = true;
    cancel();
  };
}
