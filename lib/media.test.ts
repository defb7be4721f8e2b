import { describe, expect, test } from 'vitest';
import { VIDEO_EXTENSIONS, extensionOf, mediaKindOf } from './media.ts';

describe('mediaKindOf', () => {
  test.each(VIDEO_EXTENSIONS.map((extension) => [extension]))(
    'R5.19 video extension %s is a video',
    (extension) => {
      expect(mediaKindOf(`https://cdn.test/a/clip.${extension}`)).toBe('video');
    },
  );

  test.each(
    ['bmp', 'jpg', 'png', 'tif', 'gif', 'svg', 'webp', 'jpeg'].map((extension) => [extension]),
  )('R5.19 image extension %s is an image', (extension) => {
    expect(mediaKindOf(`/storage/pic.${extension}`)).toBe('image');
  });

  test.each([
    [
      'video links become players: upper case with query',
      'https://cdn.test/v/MOVIE.MP4?token=1',
      'video',
    ],
    ['video links become players: HLS with hash', 'https://live.test/s.m3u8#t=10', 'video'],
    [
      'image links become images: query with a dot',
      'https://cdn.test/p.png?x-oss-process=image/resize,w_750',
      'image',
    ],
    ['image links become images: data address', 'data:image/png;base64,AAAA', 'image'],
    ['everything else becomes an audio player: mp3', 'https://cdn.test/a/voice.mp3', 'audio'],
    ['everything else becomes an audio player: m4a', 'https://cdn.test/a/voice.m4a', 'audio'],
    ['everything else becomes an audio player: no extension', 'https://cdn.test/stream', 'audio'],
    ['everything else becomes an audio player: dot only in the host', 'https://cdn.test/', 'audio'],
    ['everything else becomes an audio player: empty', '', 'audio'],
  ])('R4.18 article media: %s', (_name, url, expected) => {
    expect(mediaKindOf(url)).toBe(expected);
  });
});

describe('extensionOf', () => {
  test.each([
    ['plain', 'a/b.mp4', 'mp4'],
    ['query', 'a/b.JPG?x=1.png', 'jpg'],
    ['hash', 'a/b.mov#frag.mp3', 'mov'],
    ['none', 'a/b', ''],
    ['dot in a folder only', 'a.b/c', ''],
  ])('extensionOf: %s', (_name, url, expected) => {
    expect(extensionOf(url)).toBe(expected);
  });
});
