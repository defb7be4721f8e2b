import { renderToString } from 'react-dom/server';
import { expect, test } from 'vitest';
import { Video } from './Video.tsx';

test('renders on the server without touching window, with the cover and no source loaded', () => {
  expect(typeof window).toBe('undefined');
  const html = renderToString(
    <Video
      module={{
        kind: 'video',
        id: '3',
        name: '路演视频',
        type: 2,
        data: {
          videoUrl: 'video/roadshow.mp4',
          coverImg: 'video/roadshow.jpg',
          title: '项目路演精彩回顾',
          titleColor: '#222222',
        },
      }}
    />,
  );
  expect(html).toContain('data-module-type="2"');
  expect(html).toContain('aria-label="播放 项目路演精彩回顾"');
  expect(html).toContain('color:#222222');
  expect(html).not.toContain('roadshow.mp4');
});
