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
async function answer(name: CheckedEndpoint, path: string): Promise<Envelope> {
  const response = await fetch(`${t.base}/api/${path}`);
  return checkAnswer(name, (await response.json()) as Envelope, answerValidators[name]);
}

type Page = { records: Record<string, unknown>[]; total: number; current: number; size: number };

describe("the mobile site's lists: three pages each to scroll through (21 to 30 rows)", () => {
  test('activeProject/queryProjects pages over every project as a card', async () => {
    const pages = await Promise.all(
      [1, 2, 3, 4].map(
        async (index) =>
          (
            await answer(
              'activeProjectQueryProjects',
              `activeProject/queryProjects?pageIndex=${index}&pageSize=10`,
            )
          ).data as Page,
      ),
    );
    const total = pages[0]?.total ?? 0;
    expect(total).toBeGreaterThan(20);
    expect(total).toBeLessThanOrEqual(30);
    expect(pages.map((page) => page.records.length)).toEqual([10, 10, total - 20, 0]);
    expect(pages[0]).toMatchObject({ current: 1, size: 10 });
    expect(pages[0]?.records[0]).toMatchObject({
      projectId: '9001',
      projectName: '智慧社区新零售',
      marketTag: ['社区零售', '数字化', '总部扶持', '单店模型'],
    });
    const ids = pages.flatMap((page) => page.records.map((card) => card.projectId));
    expect(new Set(ids).size).toBe(total);
  });

  test('article/page/list/h5/v1 pages over the articles newest first, never the test ones', async () => {
    const first = (
      await answer('articlePageListH5V1', 'article/page/list/h5/v1?pageIndex=1&pageSize=10')
    ).data as Page;
    const third = (
      await answer('articlePageListH5V1', 'article/page/list/h5/v1?pageIndex=3&pageSize=10')
    ).data as Page;
    expect(first.total).toBeGreaterThan(20);
    expect(first).toMatchObject({ current: 1 });
    expect(third.records).toHaveLength(first.total - 20);
    expect(first.records[0]).toMatchObject({
      articleId: '506',
      publishTime: '2025-06-01 08:00:00',
    });
    const times = first.records.map((article) => String(article.publishTime));
    expect(times).toEqual([...times].sort().reverse());
    const all = [...first.records, ...third.records].map((article) => article.articleId);
    expect(all).not.toContain('9901');
  });

  test('a page size is kept between 1 and 50; no page index is the first', async () => {
    const { data } = await answer('articlePageListH5V1', 'article/page/list/h5/v1?pageSize=500');
    expect(data).toMatchObject({ current: 1, size: 50 });
  });
});

describe('the mobile site logs in with login/mSiteLogin', () => {
  test('the SMS code logs in as userLogin/mobileLogin does, with a token', async () => {
    const mobile = '13912340001';
    await post(t.base, 'userLogin/sendCode', { mobile });
    const { code } = (await (
      await fetch(`${t.base}/__dev/sms/latest?mobile=${mobile}`)
    ).json()) as {
      code: string;
    };
    const response = await post(t.base, 'login/mSiteLogin', {
      mobile,
      smsCode: code,
      sourceId: 'msite_mobile',
      client: 'H5',
      source: 11,
    });
    expect(response.headers.get('token')).toBeTruthy();
    const body = (await response.json()) as Envelope;
    expect(body).toMatchObject({ code: 1, data: { user: { mobile } } });
  });
});
