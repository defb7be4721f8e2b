import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element is on screen (R4.09 the inline price block): true until the browser says
 * otherwise, so the server's HTML and a browser without IntersectionObserver show no floating bar
 * for a level with several prices.
 */
export function useInView(target: RefObject<Element | null>, watched: unknown): boolean {
  const [inView, setInView] = useState(true);
  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) =>
      setInView(entry?.isIntersecting ?? true),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, watched]);
  return inView;
}
