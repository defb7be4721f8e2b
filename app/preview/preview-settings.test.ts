import { describe, expect, test } from 'vitest';
import { HOSTS } from '../../platform/host.ts';
import { DEVICE_WIDTHS, PREVIEW_HOSTS, readSettings, settingsSearch } from './preview-settings.ts';

describe('preview settings in the address', () => {
  test.each(
    HOSTS.flatMap((host) =>
      DEVICE_WIDTHS.flatMap((width) =>
        [true, false].map((loggedIn) => ({ host, width, loggedIn })),
      ),
    ),
  )('round-trips page id, $width px, $host, logged in: $loggedIn', (settings) => {
    const withPage = { ...settings, pageId: '1001' };
    expect(readSettings(settingsSearch(withPage))).toEqual(withPage);
    expect(readSettings(settingsSearch(settings))).toEqual(settings);
  });

  test('the switch offers every host the platform knows, in its order', () => {
    expect(PREVIEW_HOSTS).toEqual(HOSTS);
  });

  test('anything unknown is the default: 375 px, a plain browser, logged out', () => {
    expect(readSettings('width=999&host=tv&login=yes&pageId=%20')).toEqual({
      width: 375,
      host: 'browser',
      loggedIn: false,
    });
  });

  test('the link reads plainly', () => {
    expect(settingsSearch({ pageId: '1001', width: 414, host: 'app', loggedIn: true })).toBe(
      'pageId=1001&width=414&host=app&login=1',
    );
  });
});
