import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react';

/** How long each item shows before the next. */
export const ROTATION_MS = 3500;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia(REDUCED_MOTION).matches;
}

function onMotionChange(changed: () => void): () => void {
  if (typeof matchMedia !== 'function') return () => undefined;
  const query = matchMedia(REDUCED_MOTION);
  query.addEventListener('change', changed);
  return () => query.removeEventListener('change', changed);
}

/** Which item shows, whether the rotation is paused, and the visitor's pause / play. */
export interface Rotation {
  index: number;
  paused: boolean;
  togglePaused: () => void;
}

/**
 * Which of `count` items shows, moving on every ROTATION_MS while it may: never on the server or
 * with one item; not while the page is hidden or `ref` is out of view; not once the visitor paused
 * it; and, when they prefer reduced motion, only once they start it.
 */
export function useRotation(count: number, ref: RefObject<Element | null>): Rotation {
  const [index, setIndex] = useState(0);
  const [choice, setChoice] = useState<boolean>();
  const [seen, setSeen] = useState(true);
  const reduced = useSyncExternalStore(onMotionChange, prefersReducedMotion, () => false);
  const paused = choice ?? reduced;

  useEffect(() => {
    const element = ref.current;
    let inView = true;
    const update = () => setSeen(inView && document.visibilityState !== 'hidden');
    const observer =
      element && typeof IntersectionObserver === 'function'
        ? new IntersectionObserver((entries) => {
            inView = entries.at(-1)?.isIntersecting ?? inView;
            update();
          })
        : undefined;
    if (element) observer?.observe(element);
    document.addEventListener('visibilitychange', update);
    return () => {
      observer?.disconnect();
      document.removeEventListener('visibilitychange', update);
    };
  }, [ref]);

  useEffect(() => {
    if (paused || !seen || count < 2) return;
    const timer = setInterval(() => setIndex((at) => (at + 1) % count), ROTATION_MS);
    return () => clearInterval(timer);
  }, [paused, seen, count]);

  return {
    index: count > 0 ? index % count : 0,
    paused,
    togglePaused: () => setChoice(!paused),
  };
}
