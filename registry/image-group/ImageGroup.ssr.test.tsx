import { renderToString } from 'react-dom/server';
import { expect, test } from 'vitest';
import { ImageGroup } from './ImageGroup.tsx';

test('renders on the server without touching window', () => {
  expect(typeof window).toBe('undefined');
  const html = renderToString(
    <ImageGroup
      module={{
        kind: 'imageGroup',
        id: '1',
        name: '头图',
        type: 1,
        data: {
          picWidth: 375,
          stayConsult: 1,
          pics: [{ imgUrl: 'a.jpg', jumpType: 2 }, { imgUrl: 'b.jpg' }],
        },
      }}
    />,
  );
  expect(html).toContain('data-module-type="1"');
  expect(html).toContain('alt="头图 第2张"');
});
