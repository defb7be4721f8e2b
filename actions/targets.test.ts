import { describe, expect, test } from 'vitest';
import {
  isMiniProgramPath,
  pageHref,
  siteFallbackForAppModule,
  siteFallbackForMiniProgram,
} from './targets.ts';

const SITE = 'https://m.example.invalid/';

describe('site fallbacks', () => {
  test.each([
    ['/pages/projectDetail/projectDetail?projectId=9001', 'https://m.example.invalid/project/9001'],
    ['pages/articleDetail/articleDetail?articleId=42', 'https://m.example.invalid/news/42'],
    ['/pages/special/special?id=7', 'https://m.example.invalid/special/7'],
    ['/pages/project/project', 'https://m.example.invalid/project'],
    ['/pages/projectDetail/projectDetail', undefined],
    ['/pages/liveroom/liveroom?roomLiveId=5', undefined],
    ['/pages/constructor/constructor', undefined],
    ['https://example.invalid/', undefined],
  ])('R4.06 mini-program path %s falls back to %s', (path, url) => {
    expect(siteFallbackForMiniProgram(SITE, path)).toBe(url);
  });

  test.each([
    ['projectDetail', '9001', 'https://m.example.invalid/project/9001'],
    ['articleDetail', '42', 'https://m.example.invalid/news/42'],
    ['special', '7', 'https://m.example.invalid/special/7'],
    ['news', undefined, 'https://m.example.invalid/news'],
    ['toString', '1', undefined],
    [undefined, '1', undefined],
  ])('R4.06 app module %s (%s) falls back to %s', (module, id, url) => {
    expect(siteFallbackForAppModule(SITE, module, id)).toBe(url);
  });
});

describe('pageHref', () => {
  test('own parameters first, then the carried ones without duplicates', () => {
    expect(pageHref('/', 'activity-page', { pageId: '1002' }, 'pageId=1001&tjid=1&code=x')).toBe(
      '/activity-page.html?pageId=1002&tjid=1',
    );
  });

  test('no query at all gives a bare page', () => {
    expect(pageHref('/app/', 'special', {}, '')).toBe('/app/special.html');
  });
});

test.each([
  ['/pages/index/index', true],
  ['pages/my/my?x=1', true],
  ['/pages/', false],
  ['https://example.invalid/pages/a/b', false],
])('%s is a mini-program path: %s', (url, expected) => {
  expect(isMiniProgramPath(url)).toBe(expected);
});
