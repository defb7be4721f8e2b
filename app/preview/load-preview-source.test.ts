import { readFileSync } from 'node:fs';
import { describe, expect, test, vi } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import type { ApiClient } from '../../api/client.ts';
import { fakeApiCall } from '../../api/test-call.ts';
import type { Envelope } from '../../lib/wire.ts';
import { PageLoadError } from '../../runtime/page-load-error.ts';
import { loadPreviewSource } from './load-preview-source.ts';

function client(answer: () => Envelope) {
  const call = fakeApiCall(answer);
  return { api: { call, setSessionRecovery: vi.fn() } satisfies ApiClient, call };
}
const PAGE_1003 = JSON.parse(readFileSync('fixtures/pages/1003.json', 'utf8')) as Envelope;

describe('loadPreviewSource', () => {
  test('no page id: nothing to open yet, and no call', async () => {
    const { api, call } = client(() => PAGE_1003);
    await expect(loadPreviewSource(api, {})).resolves.toEqual({});
    expect(call).not.toHaveBeenCalled();
  });

  test('a page from the gateway: its data as indented text, as the client reads it', async () => {
    const { api, call } = client(() => PAGE_1003);
    const source = await loadPreviewSource(api, { pageId: '1003' });
    expect(call).toHaveBeenCalledWith('pageV2Find', { body: { pageId: '1003' } });
    expect(source.pageId).toBe('1003');
    expect(JSON.parse(source.text ?? '')).toMatchObject({ id: '1003', pageName: '边界情况示例' });
    expect(source.text).toContain('\n  "moduleSubs": [');
  });

  test('a page the gateway refuses is its message, not a failed tool', async () => {
    const { api } = client(() => ({ code: 404, data: null, message: '页面不存在' }));
    await expect(loadPreviewSource(api, { pageId: '404404' })).resolves.toEqual({
      pageId: '404404',
      failure: '页面不存在',
    });
  });

  test('a gateway that does not answer rejects (the page server answers the client shell)', async () => {
    const api: ApiClient = {
      call: vi.fn(() => Promise.reject(new ApiError('network', 'pageV2Find'))),
      setSessionRecovery: vi.fn(),
    };
    await expect(loadPreviewSource(api, { pageId: '1003' })).rejects.toBeInstanceOf(PageLoadError);
  });
});
