import { describe, expect, test } from 'vitest';
import page1001 from '../fixtures/pages/1001.json';
import page1002 from '../fixtures/pages/1002.json';
import type { EndpointName } from '../api/endpoints.ts';
import type { Envelope } from '../lib/wire.ts';
import { fakeApiCall } from '../api/test-call.ts';
import { loadPage } from './load-page.ts';
import { PageLoadError } from './page-load-error.ts';

type Answers = Partial<Record<EndpointName, () => Promise<Envelope>>>;

function fakeCall(answers: Answers) {
  return fakeApiCall((name) => {
    const answer = answers[name];
    if (!answer) throw new Error(`unexpected call ${name}`);
    return answer();
  });
}

const ok = (data: unknown) => async () => ({ code: 1, data, message: 'success' });

describe('loadPage', () => {
  test('asks page/v2/find with the page id and builds the model', async () => {
    const call = fakeCall({ pageV2Find: ok(page1001.data), backgroundFind: ok(null) });
    const page = await loadPage(call, '1001');
    expect(call).toHaveBeenCalledWith('pageV2Find', { body: { pageId: '1001' } });
    expect(page.entries).toHaveLength(11);
  });

  test('a failing background/find does not stop the page', async () => {
    const call = fakeCall({
      pageV2Find: ok(page1002.data),
      backgroundFind: () => Promise.reject(new Error('offline')),
    });
    const page = await loadPage(call, '1002');
    expect(page.background).toEqual({ commonBackgroundColor: '#eef4ff' });
  });

  test("the page-wide background fills in what the page's own lacks", async () => {
    const call = fakeCall({
      pageV2Find: ok(page1002.data),
      backgroundFind: ok({
        backgroundJson: '{"commonBackgroundColor":"#000000","backgroundImg":"bg/all.jpg"}',
      }),
    });
    const page = await loadPage(call, '1002');
    expect(page.background).toEqual({
      commonBackgroundColor: '#eef4ff',
      backgroundImg: 'bg/all.jpg',
    });
  });

  test.each([
    ['no page id', undefined, {}, 'missing-id'],
    [
      'a code other than 1',
      '1',
      { pageV2Find: async () => ({ code: 500, data: null, message: '活动已下线' }) },
      'server',
    ],
    ['an answer that is not a page', '1', { pageV2Find: ok({ moduleSubs: 'x' }) }, 'shape'],
    [
      'a network error',
      '1',
      { pageV2Find: () => Promise.reject(new TypeError('Failed to fetch')) },
      'network',
    ],
  ] as const)('%s is a page load error', async (_name, pageId, answers, failure) => {
    const call = fakeCall({ backgroundFind: ok(null), ...answers });
    await expect(loadPage(call, pageId)).rejects.toMatchObject({ failure });
  });

  test('R8.01 the server message is what the visitor reads', async () => {
    const call = fakeCall({
      backgroundFind: ok(null),
      pageV2Find: async () => ({ code: 500, data: null, message: '活动已下线' }),
    });
    await expect(loadPage(call, '9')).rejects.toEqual(new PageLoadError('server', '活动已下线'));
  });
});
