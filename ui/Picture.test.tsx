// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { picture } from './Picture.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Picture', () => {
  test('shows a shimmer while loading, then the picture', () => {
    const { container } = render(picture({ src: 'a/b.jpg', alt: '活动主图', ratio: 2 }));
    const box = container.firstElementChild as HTMLElement;
    expect(box.className).toContain('bc-picture--loading');
    const image = screen.getByAltText('活动主图') as HTMLImageElement;
    expect(image.getAttribute('loading')).toBe('lazy');
    fireEvent.load(image);
    expect(box.dataset.state).toBe('loaded');
  });

  test('keeps its box when broken and shows a neutral state with the alt text', () => {
    const { container } = render(
      picture({ src: 'a/broken.jpg', alt: '项目封面', ratio: 16 / 9, className: 'bc-cover' }),
    );
    fireEvent.error(screen.getByAltText('项目封面'));
    const box = container.firstElementChild as HTMLElement;
    expect(box.dataset.state).toBe('broken');
    expect(box.className).toContain('bc-cover');
    expect(Number.parseFloat(box.style.aspectRatio)).toBeCloseTo(16 / 9);
    // The failed <img> stays (hidden by the box's style), so its alt text is still read.
    expect(screen.getByRole('img', { name: '项目封面' }).parentElement).toBe(box);
  });

  test('an empty address is broken at once and requests nothing', () => {
    const { container } = render(picture({ src: '', alt: '空图', ratio: 1 }));
    expect(container.querySelector('img')).toBeNull();
    expect((container.firstElementChild as HTMLElement).className).toContain('bc-picture--broken');
  });

  test('R5.20 R9.06 prefixes the address and asks the storage for the cover size', () => {
    render(picture({ src: '/covers/p.jpg', alt: '封面', sizes: 'cover' }));
    const source = screen.getByAltText('封面').getAttribute('src') ?? '';
    expect(source).toMatch(
      /\/covers\/p\.jpg\?x-oss-process=image\/resize,m_fill,w_200,h_200\/quality,q_75$/,
    );
    expect(source.startsWith('/covers')).toBe(false);
  });

  test('a new address after a failure starts loading again', () => {
    const { container, rerender } = render(picture({ src: 'a/1.jpg', alt: '图', ratio: 1 }));
    fireEvent.error(screen.getByAltText('图'));
    expect((container.firstElementChild as HTMLElement).dataset.state).toBe('broken');
    rerender(picture({ src: 'a/2.jpg', alt: '图', ratio: 1 }));
    expect((container.firstElementChild as HTMLElement).dataset.state).toBeUndefined();
    expect(screen.getByAltText('图').getAttribute('src')).toContain('a/2.jpg');
  });

  test('a priority picture loads eagerly', () => {
    render(picture({ src: 'a/hero.jpg', alt: '首屏', priority: true }));
    expect(screen.getByAltText('首屏').getAttribute('loading')).toBe('eager');
  });

  test('server-safe: the server render is the loading box with a lazy picture inside', () => {
    const html = renderToString(
      picture({ src: 'a/b.jpg', alt: '服务端', ratio: 2, sizes: 'full' }),
    );
    expect(html).toContain('bc-picture--loading');
    expect(html).toMatch(/<img[^>]+loading="lazy"/);
    expect(html).toContain('x-oss-process=image/resize,w_750/quality,q_75');
  });

  test.each([
    ['finished before hydration shows as loaded', 640, 'loaded'],
    ['failed before hydration shows the broken box', 0, 'broken'],
  ])('a picture that %s', (_name, naturalWidth, expected) => {
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(naturalWidth);
    const { container } = render(picture({ src: 'a/early.jpg', alt: '早到', ratio: 1 }));
    expect((container.firstElementChild as HTMLElement).dataset.state).toBe(expected);
  });

  test('one listener per document settles every picture, each by its own event', () => {
    const added = vi.spyOn(document, 'addEventListener');
    render(
      <>
        {Array.from({ length: 20 }, (_, index) =>
          picture({ key: index, src: `a/${index}.jpg`, alt: `图${index}` }),
        )}
      </>,
    );
    const pictureEvents = added.mock.calls.filter(([type]) => type === 'load' || type === 'error');
    expect(pictureEvents.length).toBeLessThanOrEqual(2);
    fireEvent.load(screen.getByAltText('图7'));
    fireEvent.error(screen.getByAltText('图8'));
    expect(screen.getByAltText('图7').parentElement?.dataset.state).toBe('loaded');
    expect(screen.getByAltText('图8').parentElement?.dataset.state).toBe('broken');
    expect(screen.getByAltText('图9').parentElement?.dataset.state).toBeUndefined();
  });
});
