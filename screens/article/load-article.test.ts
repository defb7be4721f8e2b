import { describe, expect, test } from 'vitest';
import articles from '../../fixtures/gateway/articles.json';
import banners from '../../fixtures/gateway/banners.json';
import type { ApiClient } from '../../api/client.ts';
import type { EndpointName } from '../../api/endpoints.ts';
import { fakeApiCall } from '../../api/test-call.ts';
import { readQuery } from '../../lib/query.ts';
import type { Envelope } from '../../lib/wire.ts';
import { PageLoadError } from '../../runtime/page-load-error.ts';
import { ARTICLE_BANNERS, loadArticle } from './load-article.ts';

type Answers = Partial<Record<EndpointName, () => Promise<Envelope>>>;

const ok = (data: unknown) => async () => ({ code: 1, data, message: '成功' });
const article = (id: number) => articles.articles.find((entry) => entry.articleId === id);

function api(answers: Answers): ApiClient {
  const call = fakeApiCall((name) => {
    const answer = answers[name];
    if (!answer) throw new Error(`unexpected call ${name}`);
    return answer();
  });
  return { call, setSessionRecovery: () => undefined };
}

const everything: Answers = {
  articleH5DetailV1: ok(article(501)),
  bosscloudProjectQueryListByProjectIds: ok([{ projectId: 9001, projectName: '智慧社区新零售' }]),
  bannerSelect: ok({ records: banners.banners }),
  articleSectionRecommendListV1: ok([{ articleId: 503, title: '老板说', imgUrls: ['a/503.jpg'] }]),
};

describe('loadArticle', () => {
  test('asks for the article, the articleAppTop banners (R9.08) and the section recommendations', async () => {
    const client = api(everything);
    const value = await loadArticle(client, readQuery('articleId=501'));
    expect(client.call).toHaveBeenCalledWith('articleH5DetailV1', { query: { articleId: '501' } });
    expect(client.call).toHaveBeenCalledWith('bannerSelect', {
      body: { model: 'articleAppTop', pageIndex: 1, pageSize: 10 },
    });
    expect(ARTICLE_BANNERS).toEqual({ model: 'articleAppTop', pageIndex: 1, pageSize: 10 });
    expect(client.call).toHaveBeenCalledWith('articleSectionRecommendListV1', {
      query: { articleId: '501' },
    });
    expect(value.article.title).toBe('从0到1：连锁餐饮如何三年开出300家门店');
    expect(value.banners.map((banner) => banner.id)).toEqual(['801', '802', '803']);
    expect(value.recommendations.map((item) => item.articleId)).toEqual(['503']);
  });

  test('the 项目推荐 cards are asked for by the article’s projectIdList', async () => {
    const client = api(everything);
    const value = await loadArticle(client, readQuery('articleId=501'));
    expect(client.call).toHaveBeenCalledWith('bosscloudProjectQueryListByProjectIds', {
      query: { projectIdList: '9001,9002' },
    });
    expect(value.projects).toEqual([{ projectId: '9001', projectName: '智慧社区新零售' }]);
  });

  test('an article without projects asks for no cards; cards that fail leave no block', async () => {
    const none = api({ ...everything, articleH5DetailV1: ok(article(503)) });
    expect((await loadArticle(none, readQuery('articleId=503'))).projects).toEqual([]);
    expect(none.call).not.toHaveBeenCalledWith(
      'bosscloudProjectQueryListByProjectIds',
      expect.anything(),
    );
    const failing = api({
      ...everything,
      bosscloudProjectQueryListByProjectIds: () => Promise.reject(new Error('offline')),
    });
    expect((await loadArticle(failing, readQuery('articleId=501'))).projects).toEqual([]);
  });

  test('R4.18 media are read by their extension: video, picture, else audio', async () => {
    const value = await loadArticle(
      api({
        ...everything,
        articleH5DetailV1: ok({
          articleId: 1,
          mediaList: [
            { url: 'video/a.mp4' },
            { url: 'https://cdn.example.invalid/b.JPG?x=1' },
            { url: 'audio/c.mp3' },
            { url: 'https://cdn.example.invalid/talk' },
          ],
        }),
      }),
      readQuery('articleId=1'),
    );
    expect(value.media).toEqual([
      { kind: 'video', url: 'video/a.mp4' },
      { kind: 'image', url: 'https://cdn.example.invalid/b.JPG?x=1' },
      { kind: 'audio', url: 'audio/c.mp3' },
      { kind: 'audio', url: 'https://cdn.example.invalid/talk' },
    ]);
  });

  test('the rich text is sanitized on the side that loads it, and the raw markup is not kept', async () => {
    const value = await loadArticle(
      api({ ...everything, articleH5DetailV1: ok(article(9901)) }),
      readQuery('articleId=9901'),
    );
    expect(value.content).toContain('结尾的正常段落');
    expect(value.content).not.toMatch(/<script|\son\w+=|="javascript:|<iframe|<form|<svg|<math/i);
    expect(value.article).not.toHaveProperty('content');
    expect(value.media).toEqual([]);
  });

  test('banners and recommendations that fail leave the article standing', async () => {
    const value = await loadArticle(
      api({
        articleH5DetailV1: ok(article(502)),
        bannerSelect: () => Promise.reject(new Error('offline')),
        articleSectionRecommendListV1: async () => ({ code: 500, data: null, message: '忙' }),
      }),
      readQuery('articleId=502'),
    );
    expect(value.banners).toEqual([]);
    expect(value.recommendations).toEqual([]);
  });

  test('the article itself is never recommended to itself', async () => {
    const value = await loadArticle(
      api({
        ...everything,
        articleSectionRecommendListV1: ok([{ articleId: 501 }, { articleId: 504 }]),
      }),
      readQuery('articleId=501'),
    );
    expect(value.recommendations.map((item) => item.articleId)).toEqual(['504']);
  });

  test.each([
    ['no article id', '', {}, '页面地址不完整，缺少文章编号'],
    [
      'an unknown article',
      'articleId=424242',
      {
        ...everything,
        articleH5DetailV1: async () => ({ code: 404, data: null, message: '文章不存在: 424242' }),
      },
      '文章不存在: 424242',
    ],
  ])('%s fails with the sentence the visitor reads', async (_case, search, answers, message) => {
    const loading = loadArticle(api(answers), readQuery(search));
    await expect(loading).rejects.toBeInstanceOf(PageLoadError);
    await expect(loading).rejects.toThrow(message);
  });
});
