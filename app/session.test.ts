import { describe, expect, test } from 'vitest';
import { readQuery } from '../lib/query.ts';
import { memoryStorage } from '../platform/storage.ts';
import { deviceIdFrom, headerContext } from './session.ts';

describe('visit identity', () => {
  test('a device id is made once and kept', () => {
    const storage = memoryStorage();
    expect(deviceIdFrom(storage, () => 'first')).toBe('first');
    expect(deviceIdFrom(storage, () => 'second')).toBe('first');
  });

  test('R6.05 headers: the logged-in user wins over the address, the page activity over the address', () => {
    const visit: { activeId?: string } = {};
    const signedIn: { user?: string } = {};
    const headers = headerContext(
      readQuery('userid=77&activeId=5'),
      'device-1',
      visit,
      () => signedIn.user,
    );
    expect(headers()).toEqual({ deviceId: 'device-1', userId: '77', activeId: '5' });
    signedIn.user = '901';
    visit.activeId = '88';
    expect(headers()).toEqual({ deviceId: 'device-1', userId: '901', activeId: '88' });
  });

  test.each([
    ['a plain visit', '', false, undefined],
    ['a link with gray=1', 'gray=1', false, true],
    ['a gray-release build', '', true, true],
    ['gray=0 in a plain build', 'gray=0', false, undefined],
  ])('R6.05 the gray flag adds the gray header: %s', (_name, search, build, gray) => {
    const headers = headerContext(readQuery(search), 'device-1', {}, () => undefined, build);
    expect(headers().gray).toBe(gray);
  });

  test.each([
    ['a page by its HTML name sends the default osType (H5)', false, undefined],
    ['a page on a mobile-site path sends osType MSite', true, 'MSite'],
  ])('R9.13 %s', (_name, mobileSite, osType) => {
    const headers = headerContext(readQuery(''), 'd', {}, () => undefined, false, mobileSite);
    expect(headers().osType).toBe(osType);
  });
});
