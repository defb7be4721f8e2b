import { describe, expect, test } from 'vitest';
import type { ApiClient } from '../../api/client.ts';
import type { EndpointName } from '../../api/endpoints.ts';
import { fakeApiCall } from '../../api/test-call.ts';
import { readQuery } from '../../lib/query.ts';
import type { Envelope } from '../../lib/wire.ts';
import { PageLoadError } from '../../runtime/page-load-error.ts';
import { loadTopic, TOPIC_PAGE_SIZE } from './load-topic.ts';

type Answers = Partial<Record<EndpointName, () => Promise<Envelope>>>;

const ok = (data: unknown) => async () => ({ code: 1, data, message: '成功' });

function api(answers: Answers): ApiClient {
  const call = fakeApiCall((name) => {
    const answer = answers[name];
    if (!answer) throw new Error(`unexpected call ${name}`);
    return answer();
  });
  return { call, setSessionRecovery: () => undefined };
}

const topic = { id: 61, title: '县域经济专题', introduceCustom: '下沉市场的十个机会' };
const page = { records: [{ articleId: 502, title: '县域新机会' }], total: 14 };

describe('loadTopic', () => {
  test('asks for the topic by id and the first page of its articles', async () => {
    const client = api({ themesDetailH5IdV1: ok(topic), articleThemesH5ListV1: ok(page) });
    const value = await loadTopic(client, readQuery('id=61'));
    expect(client.call).toHaveBeenCalledWith('themesDetailH5IdV1', { query: { id: '61' } });
    expect(client.call).toHaveBeenCalledWith('articleThemesH5ListV1', {
      query: { themesId: '61', pageIndex: 1, pageSize: TOPIC_PAGE_SIZE },
    });
    expect(value).toMatchObject({
      topicId: '61',
      topic: { title: '县域经济专题' },
      articles: [{ articleId: '502' }],
      total: 14,
    });
  });

  test('a page without a total counts what it holds', async () => {
    const value = await loadTopic(
      api({ themesDetailH5IdV1: ok(topic), articleThemesH5ListV1: ok({ records: [] }) }),
      readQuery('id=62'),
    );
    expect(value).toMatchObject({ articles: [], total: 0 });
  });

  test.each([
    ['no topic id', '', {}, '页面地址不完整，缺少专题编号'],
    [
      'an unknown topic',
      'id=424242',
      {
        themesDetailH5IdV1: async () => ({ code: 404, data: null, message: '专题不存在: 424242' }),
        articleThemesH5ListV1: async () => ({
          code: 404,
          data: null,
          message: '专题不存在: 424242',
        }),
      },
      '专题不存在: 424242',
    ],
  ])('%s fails with the sentence the visitor reads', async (_case, search, answers, message) => {
    const loading = loadTopic(api(answers), readQuery(search));
    await expect(loading).rejects.toBeInstanceOf(PageLoadError);
    await expect(loading).rejects.toThrow(message);
  });
});
