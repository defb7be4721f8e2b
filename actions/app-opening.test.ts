import { describe, expect, test } from 'vitest';
import { appOpeningFor } from './app-opening.ts';

describe('how each host hands over to the app', () => {
  test.each([
    ['browser', 'launch'],
    ['wechatBrowser', 'openInBrowser'],
    ['miniProgram', 'fromStore'],
    ['app', 'inApp'],
  ] as const)('%s: %s', (host, opening) => {
    expect(appOpeningFor(host)).toBe(opening);
  });
});
