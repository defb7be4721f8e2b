import type { Host } from '../../platform/host.ts';

/**
 * The query of the visit the phone frame simulates: the page, and `isApp=1` in the app (how a link
 * says it opens in the app), so the taps carry what they would carry there.
 */
export function simulatedSearch(pageId: string, host: Host): string {
  return new URLSearchParams({ pageId, ...(host === 'app' ? { isApp: '1' } : {}) }).toString();
}
