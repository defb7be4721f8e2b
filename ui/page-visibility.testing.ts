/**
 * Test support: turns the document hidden or visible the way a browser does (the state, then the
 * `visibilitychange` event), so tests of polling and playback can switch tabs.
 */
export function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** Test support: the document visible again without an event, for an `afterEach`. */
export function resetVisibility() {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
}
