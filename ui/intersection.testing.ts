import { act } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

/** The sentinels the page observes now (a list's foot). */
let observed: { callback: IntersectionObserverCallback; target?: Element }[] = [];

/**
 * Test support: replaces IntersectionObserver (jsdom has none) for each test of the file; call at
 * the top of the file, then `scrollNear()` says every observed sentinel came into view.
 */
export function stubIntersections() {
  beforeEach(() => {
    observed = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        entry: { callback: IntersectionObserverCallback; target?: Element };
        constructor(callback: IntersectionObserverCallback) {
          this.entry = { callback };
          observed.push(this.entry);
        }
        observe(target: Element) {
          this.entry.target = target;
        }
        disconnect() {
          observed = observed.filter((entry) => entry !== this.entry);
        }
      },
    );
  });
  afterEach(() => vi.unstubAllGlobals());
}

/** Test support: every observed sentinel comes into view, as when the visitor scrolls to it. */
export function scrollNear() {
  act(() => {
    for (const { callback, target } of observed)
      callback(
        [{ isIntersecting: true, target } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      );
  });
}
