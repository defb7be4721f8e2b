import { describe, expect, test } from 'vitest';
import { imageUrl, isResizable, pxToVw, resizeInstruction, sizedImageUrl } from './image.ts';

const BASE = 'https://store.example/';

describe('imageUrl', () => {
  test.each([
    ['relative gets the storage base prefix', 'a/b.png', 'https://store.example/a/b.png'],
    ['leading slash is not doubled', '/a/b.png', 'https://store.example/a/b.png'],
    ['already contains http is kept', 'http://other.example/x.png', 'http://other.example/x.png'],
    ['https is kept', 'https://other.example/x.png', 'https://other.example/x.png'],
    ['protocol-relative is kept', '//other.example/x.png', '//other.example/x.png'],
    ['inline data is kept', 'data:image/png;base64,AA', 'data:image/png;base64,AA'],
    ['empty stays empty, so no request goes to the storage root', ' ', ''],
  ])('R5.20 image addresses: %s', (_name, address, expected) => {
    expect(imageUrl(address, BASE)).toBe(expected);
  });
});

describe('sizedImageUrl', () => {
  test.each([
    [
      'full width, quality 75',
      'a/b.jpg',
      'full',
      'https://store.example/a/b.jpg?x-oss-process=image/resize,w_750/quality,q_75',
    ],
    [
      'sharp, quality 85',
      'a/b.jpg',
      'sharp',
      'https://store.example/a/b.jpg?x-oss-process=image/resize,w_750/quality,q_85',
    ],
    [
      'cover resized 200x200',
      'a/b.jpg',
      'cover',
      'https://store.example/a/b.jpg?x-oss-process=image/resize,m_fill,w_200,h_200/quality,q_75',
    ],
    [
      'appended with & when the address has a query',
      'a/b.jpg?v=2',
      'full',
      'https://store.example/a/b.jpg?v=2&x-oss-process=image/resize,w_750/quality,q_75',
    ],
    [
      'no extra joiner after a bare ?',
      'a/b.jpg?',
      'full',
      'https://store.example/a/b.jpg?x-oss-process=image/resize,w_750/quality,q_75',
    ],
    [
      'kept before a hash',
      'a/b.jpg#top',
      'full',
      'https://store.example/a/b.jpg?x-oss-process=image/resize,w_750/quality,q_75#top',
    ],
    [
      'explicit width',
      'a/b.png',
      { width: 345.6 },
      'https://store.example/a/b.png?x-oss-process=image/resize,w_346/quality,q_75',
    ],
    [
      'an object-storage host is resized',
      'https://bucket.oss-cn-beijing.aliyuncs.com/a.jpg',
      'full',
      'https://bucket.oss-cn-beijing.aliyuncs.com/a.jpg?x-oss-process=image/resize,w_750/quality,q_75',
    ],
  ] as const)(
    'R9.06 image sizing uses design width 750 with quality 75 or 85: %s',
    (_name, address, size, expected) => {
      expect(sizedImageUrl(address, size, BASE)).toBe(expected);
    },
  );

  test.each([
    ['svg', 'a/logo.svg'],
    ['gif', 'a/anim.GIF?v=1'],
    ['data address', 'data:image/png;base64,AA'],
    ['another host', 'https://elsewhere.example/a.jpg'],
    ['already processed', 'a/b.jpg?x-oss-process=image/resize,w_100'],
    ['empty', ''],
  ])('R9.06 only storage addresses are resized, not %s', (_name, address) => {
    expect(sizedImageUrl(address, 'full', BASE)).toBe(imageUrl(address, BASE));
    expect(isResizable(imageUrl(address, BASE), BASE)).toBe(false);
  });

  test('R9.06 a quality without a size keeps the original size', () => {
    expect(resizeInstruction({ quality: 85 })).toBe('image/quality,q_85');
  });
});

describe('pxToVw', () => {
  test.each([
    [750, '100vw'],
    [75, '10vw'],
    [30, '4vw'],
    [1, '0.1333vw'],
    [0, '0vw'],
  ])('R9.06 pixel-to-viewport conversion divides by 7.5: %ipx', (px, expected) => {
    expect(pxToVw(px)).toBe(expected);
  });
});
