import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createAppLauncher, APP_LAUNCH_TIMEOUT_MS, type LauncherHost } from './app-launcher.ts';
import type { Logger } from './types.ts';

/** A window with a document whose visibility the test changes, and recorded navigations. */
function fakeWindow() {
  const documentEvents = new EventTarget();
  const windowEvents = new EventTarget();
  const state = { hidden: false };
  const assigned: string[] = [];
  const host: LauncherHost = {
    document: {
      get hidden() {
        return state.hidden;
      },
      addEventListener: documentEvents.addEventListener.bind(documentEvents),
      removeEventListener: documentEvents.removeEventListener.bind(documentEvents),
    },
    location: { assign: (url: string | URL) => void assigned.push(String(url)) },
    addEventListener: windowEvents.addEventListener.bind(windowEvents),
    removeEventListener: windowEvents.removeEventListener.bind(windowEvents),
    setTimeout: (callback, ms) => setTimeout(callback, ms) as unknown as number,
    clearTimeout: (id) => clearTimeout(id),
  };
  const hide = () => {
    state.hidden = true;
    documentEvents.dispatchEvent(new Event('visibilitychange'));
  };
  return {
    host,
    assigned,
    hide,
    pageHide: () => windowEvents.dispatchEvent(new Event('pagehide')),
  };
}

const log: Logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('waking the app from a browser (the download page)', () => {
  test('the app does not open: after the timeout the download address opens', async () => {
    const { host, assigned } = fakeWindow();
    const opened: string[] = [];
    const launch = createAppLauncher(host, (url) => opened.push(url), log).launch(
      'bosscloud://',
      '/download?utm_source=u',
    );
    expect(assigned).toEqual(['bosscloud://']);
    vi.advanceTimersByTime(APP_LAUNCH_TIMEOUT_MS - 1);
    expect(opened).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(await launch).toBe('download');
    expect(opened).toEqual(['/download?utm_source=u']);
  });

  test.each([
    ['the page is hidden (the app came to the front)', 'hide'],
    ['the page is left', 'pageHide'],
  ] as const)('%s: no download', async (_case, event) => {
    const fake = fakeWindow();
    const opened: string[] = [];
    const launch = createAppLauncher(fake.host, (url) => opened.push(url), log).launch(
      'bosscloud://',
      '/download',
    );
    vi.advanceTimersByTime(1000);
    fake[event]();
    expect(await launch).toBe('opened');
    vi.advanceTimersByTime(APP_LAUNCH_TIMEOUT_MS * 2);
    expect(opened).toEqual([]);
  });

  test('a configured scheme of the app’s own passes; a script address never leaves the page', async () => {
    const fake = fakeWindow();
    const opened: string[] = [];
    const launcher = createAppLauncher(fake.host, (url) => opened.push(url), log);
    void launcher.launch('tianjiu://home', '/download');
    expect(fake.assigned).toEqual(['tianjiu://home']);
    expect(await launcher.launch('javascript:alert(1)', '/download')).toBe('download');
    expect(fake.assigned).toEqual(['tianjiu://home']);
    expect(opened).toEqual(['/download']);
  });
});
