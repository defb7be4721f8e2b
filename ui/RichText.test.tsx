// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { expect, test, vi } from 'vitest';
import { createHtmlPurifier } from './html-purifier.ts';
import { RichText } from './RichText.tsx';

const purify = createHtmlPurifier(window);

test('shows the sanitized HTML as markup', () => {
  const { container } = render(<RichText html={purify('<h2>标题</h2><p>第一段</p>')} />);
  expect(container.querySelector('.bc-rich-text h2')?.textContent).toBe('标题');
  expect(container.querySelector('.bc-rich-text p')?.textContent).toBe('第一段');
});

test('the server renders exactly the string the browser hydrates with', () => {
  const html = purify('<p style="color: red">红字</p><img src="a.jpg">');
  expect(renderToString(<RichText html={html} />)).toBe(`<div class="bc-rich-text">${html}</div>`);
});

test('empty rich text renders nothing', () => {
  const { container } = render(<RichText html={purify('')} />);
  expect(container.innerHTML).toBe('');
});

test('R4.05 a video in the rich text playing pauses an audio in it', () => {
  const { container } = render(
    <RichText html={purify('<video src="a.mp4"></video><audio src="b.mp3"></audio>')} />,
  );
  const video = container.querySelector('video');
  const audio = container.querySelector('audio');
  if (!video || !audio) throw new Error('media missing');
  const pause = vi.spyOn(audio, 'pause').mockImplementation(() => undefined);
  video.dispatchEvent(new Event('play'));
  expect(pause).toHaveBeenCalledTimes(1);
});
