import { describe, expect, test } from 'vitest';
import { appDownloadAddress } from './app-download.ts';

describe('spec §2: the download page carries utm_source along to the download address', () => {
  test.each([
    [
      'no channel: the address as configured',
      'https://dl.example/app',
      undefined,
      'https://dl.example/app',
    ],
    [
      'a channel is added',
      'https://dl.example/app',
      'wx ad',
      'https://dl.example/app?utm_source=wx+ad',
    ],
    [
      'after a query of its own',
      '/__dev/app-download?lang=zh',
      'a&b',
      '/__dev/app-download?lang=zh&utm_source=a%26b',
    ],
    [
      'before a fragment',
      'https://dl.example/app#ios',
      'ad',
      'https://dl.example/app?utm_source=ad#ios',
    ],
  ])('%s', (_case, address, utmSource, expected) => {
    expect(appDownloadAddress(address, utmSource)).toBe(expected);
  });
});
