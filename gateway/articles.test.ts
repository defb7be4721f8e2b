import answerValidators from 'virtual:answer-validators';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { CheckedEndpoint } from '../api/answer-types.ts';
import { checkAnswer } from '../api/check-answer.ts';
import type { Envelope } from '../lib/wire.ts';
import { post, startTestGateway, type TestGateway } from './test-gateway.ts';

/** 2025-06-01 08:00:00 in China. */
const NOW = Date.UTC(2025, 5, 1, 0, 0, 0);

let t: TestGateway;
beforeAll(async () => {
  t = await startTestGateway({ now: () => NOW });
});
afterAll(() => t.stop());

/** The answer as the client reads it: its envelope, checked against the client's schema. */
async function answer(name: CheckedEndpoint, response: Response): Promise<Envelope> {
  return checkAnswer(name, (await response.json()) as Envelope, answerValidators[name]);
}

const get = (path: string) => fetch(`${t.base}/api/${path}`);

describe('articles', () => {
  test('an article answers its rich text, media, sections and project ids', async () => {
    const { code, data } = await answer(
      'articleH5DetailV1',
      await get('article/h5/detail/v1?articleId=501'),
    );
    expect(code).toBe(1);
    expect(data).toMatchObject({
      articleId: '501',
      title: '从0到1：连锁餐饮如何三年开出300家门店',
      publishTime: '2025-03-18 09:30:00',
      sectionList: [{ id: '11', name: '商业洞察' }],
      mediaList: [{ url: 'video/article-501.mp4' }],
      projectIdList: ['9001', '9002'],
    });
    expect((data as { content: string }).content).toContain('<table>');
  });

  test('a relative publish time is China time at the moment of the call', async () => {
    const { data } = await answer(
      'articleH5DetailV1',
      await get('article/h5/detail/v1?articleId=503'),
    );
    expect(data).toMatchObject({ publishTime: '2025-06-01 07:15:00' });
  });

  test('the hostile article answers its markup as it is: the client sanitizes it', async () => {
    const { data } = await answer(
      'articleH5DetailV1',
      await get('article/h5/detail/v1?articleId=9901'),
    );
    expect((data as { content: string }).content).toContain('<script>');
  });

  test('an unknown article answers code 404 with a message', async () => {
    const body = (await (await get('article/h5/detail/v1?articleId=424242')).json()) as Envelope;
    expect(body).toMatchObject({ code: 404, message: '文章不存在: 424242' });
  });

  test('section recommendations are the other articles of the same sections', async () => {
    const { data } = await answer(
      'articleSectionRecommendListV1',
      await get('article/section/recommend/list/v1?articleId=502'),
    );
    expect(data).toEqual([
      expect.objectContaining({ articleId: '504', imgUrls: ['article/504.jpg'] }),
    ]);
  });

  test('an article without sections has no recommendations', async () => {
    const { data } = await answer(
      'articleSectionRecommendListV1',
      await get('article/section/recommend/list/v1?articleId=506'),
    );
    expect(data).toEqual([]);
  });
});

describe('topics', () => {
  test('a topic answers its fields and how many articles it holds', async () => {
    const { data } = await answer('themesDetailH5IdV1', await get('themes/detail/h5/id/v1?id=61'));
    expect(data).toMatchObject({
      id: '61',
      title: '县域经济专题',
      coverImg: 'topic/61.jpg',
      articleCount: 5,
    });
  });

  test('a topic’s articles come in its order, paged, as lists show an article', async () => {
    const first = await answer(
      'articleThemesH5ListV1',
      await get('article/themes/h5/list/v1?themesId=61&pageIndex=1&pageSize=3'),
    );
    expect(first.data).toMatchObject({
      total: 5,
      records: [{ articleId: '502' }, { articleId: '504' }, { articleId: '501' }],
    });
    const second = await answer(
      'articleThemesH5ListV1',
      await get('article/themes/h5/list/v1?themesId=61&pageIndex=2&pageSize=3'),
    );
    expect(second.data).toMatchObject({
      total: 5,
      records: [{ articleId: '503' }, { articleId: '505' }],
    });
  });

  test('a topic without articles answers an empty page', async () => {
    const { data } = await answer(
      'articleThemesH5ListV1',
      await get('article/themes/h5/list/v1?themesId=62&pageIndex=1&pageSize=10'),
    );
    expect(data).toMatchObject({ total: 0, records: [] });
  });

  test('an unknown topic answers code 404 with a message', async () => {
    for (const path of [
      'themes/detail/h5/id/v1?id=424242',
      'article/themes/h5/list/v1?themesId=424242&pageIndex=1&pageSize=10',
    ]) {
      const body = (await (await get(path)).json()) as Envelope;
      expect(body).toMatchObject({ code: 404, message: '专题不存在: 424242' });
    }
  });
});

describe('about', () => {
  test('aboutTj/detail/v1 answers a title, a cover and rich text', async () => {
    const { data } = await answer('aboutTjDetailV1', await get('aboutTj/detail/v1'));
    expect(data).toMatchObject({ title: '关于天九共享', coverImg: 'about/head.jpg' });
    expect((data as { content: string }).content).toContain('<h2>');
  });
});

describe('banners', () => {
  test('banner/select answers the model’s banners as data.records, paged', async () => {
    const first = await answer(
      'bannerSelect',
      await post(t.base, 'banner/select', { model: 'articleAppTop', pageIndex: 1, pageSize: 10 }),
    );
    expect(first.data).toMatchObject({
      records: [
        { id: '801', jumpType: 2, skipContent: '/activity-page.html?pageId=1001' },
        { id: '802', jumpType: 3 },
        { id: '803', jumpType: 1, jumpFlag: 'articleDetail' },
      ],
    });
    const second = await answer(
      'bannerSelect',
      await post(t.base, 'banner/select', { model: 'articleAppTop', pageIndex: 2, pageSize: 2 }),
    );
    expect(second.data).toMatchObject({ records: [{ id: '803' }] });
  });

  test('a model without banners answers an empty page', async () => {
    const { data } = await answer(
      'bannerSelect',
      await post(t.base, 'banner/select', { model: 'nothing', pageIndex: 1, pageSize: 10 }),
    );
    expect(data).toMatchObject({ records: [] });
  });
});
