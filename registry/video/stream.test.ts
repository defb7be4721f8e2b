import { expect, test } from 'vitest';
import { isStream } from './stream.ts';

test.each([
  ['video/live.m3u8', true],
  ['https://cdn.example.invalid/a/B.M3U8?token=1#t', true],
  [' video/live.m3u8 ', true],
  ['video/file.mp4', false],
  ['video/m3u8', false],
  ['https://cdn.example.invalid/play?src=a.m3u8', false],
  ['', false],
])('R5.19 an HLS stream is an m3u8 address: %s → %s', (url, stream) => {
  expect(isStream(url)).toBe(stream);
});
