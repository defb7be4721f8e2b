import { renderToString } from 'react-dom/server';
import { expect, test, vi } from 'vitest';
import { DataSourcesProvider } from '../data-sources.tsx';
import { Live } from './Live.tsx';

test('renders on the server without touching window, and asks for no live status there', () => {
  expect(typeof window).toBe('undefined');
  const liveDetail = vi.fn(() => Promise.reject(new Error('not on the server')));
  const html = renderToString(
    <DataSourcesProvider sources={{ liveDetail }}>
      <Live
        module={{
          kind: 'live',
          id: '8',
          name: '直播',
          type: 7,
          data: { list: [{ id: '31', title: '春季路演直播', label: '直播中', roomLiveId: '31' }] },
        }}
      />
    </DataSourcesProvider>,
  );
  expect(html).toContain('data-module-type="7"');
  expect(html).toContain('春季路演直播');
  expect(liveDetail).not.toHaveBeenCalled();
});
