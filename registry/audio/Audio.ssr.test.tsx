import { renderToString } from 'react-dom/server';
import { expect, test } from 'vitest';
import { Audio } from './Audio.tsx';

test('renders on the server without touching window', () => {
  expect(typeof window).toBe('undefined');
  const html = renderToString(
    <Audio
      module={{
        kind: 'audio',
        id: '11',
        name: '音频',
        type: 10,
        data: { radioUrl: 'audio/intro.mp3', title: '三分钟了解老板云' },
      }}
    />,
  );
  expect(html).toContain('data-module-type="10"');
  expect(html).toContain('三分钟了解老板云');
  expect(html).toContain('1.25x');
  expect(html).not.toContain('<audio');
});

test('an empty source renders 暂无音频 on the server', () => {
  const html = renderToString(
    <Audio module={{ kind: 'audio', id: '6', name: '音频', type: 10, data: {} }} />,
  );
  expect(html).toContain('暂无音频');
  expect(html).toContain('>音频<');
});
