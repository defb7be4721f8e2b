import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { post, startTestGateway, type TestGateway } from './test-gateway.ts';

let t: TestGateway;
beforeAll(async () => {
  t = await startTestGateway();
});
afterAll(() => t.stop());

interface Envelope {
  code: number;
  data: unknown;
  message: string;
}

async function envelope(response: Response): Promise<Envelope> {
  return (await response.json()) as Envelope;
}

const get = (path: string) => fetch(`${t.base}/api/${path}`);

describe('bosscloudProject/getByIdForH5', () => {
  test('answers the project with its rich text and without the gateway-only recommend list', async () => {
    const { code, data } = await envelope(await get('bosscloudProject/getByIdForH5/9001'));
    expect(code).toBe(1);
    expect(data).toMatchObject({
      id: 9001,
      title: '智慧社区新零售',
      projectInvestmentMinDecimalFormat: '20',
      marketTag: ['社区零售', '数字化', '总部扶持', '单店模型'],
      content: expect.stringContaining('<h3>项目介绍</h3>'),
    });
    expect(data).not.toHaveProperty('recommend');
  });

  test('an unknown id answers code 404 with a Chinese message', async () => {
    expect(await envelope(await get('bosscloudProject/getByIdForH5/1'))).toMatchObject({
      code: 404,
      message: '项目不存在: 1',
    });
  });
});

describe('suggestForProjectDetail', () => {
  test("answers the project's recommended cards in order, under the card's field names", async () => {
    const { data } = await envelope(
      await post(t.base, 'suggestForProjectDetail', { projectId: 9002 }),
    );
    expect(data).toEqual([
      expect.objectContaining({
        projectId: 9001,
        projectName: '智慧社区新零售',
        projectDesc: '社区便利店数字化升级，单店回本周期 14 个月',
        intentionNum: 12873,
        moneyTextBtn: '合作金额',
        meetingIndexCoverUrl: 'project/9001-card.jpg',
        detailCoverUrl: 'project/9001-detail.jpg',
      }),
      expect.objectContaining({ projectId: 9003, projectName: '县域冷链物流' }),
    ]);
  });

  test('a project without recommendations answers an empty list', async () => {
    const { code, data } = await envelope(
      await post(t.base, 'suggestForProjectDetail', { projectId: '9003' }),
    );
    expect({ code, data }).toEqual({ code: 1, data: [] });
  });

  test.each([
    [{}, 400, '缺少 projectId'],
    [{ projectId: 1 }, 404, '项目不存在: 1'],
  ])('%j answers code %i', async (body, code, message) => {
    expect(await envelope(await post(t.base, 'suggestForProjectDetail', body))).toMatchObject({
      code,
      message,
    });
  });
});

describe('bosscloudProject/queryListByProjectIds', () => {
  test('answers the cards of the ids in their order, leaving out unknown ids', async () => {
    const { data } = await envelope(
      await get('bosscloudProject/queryListByProjectIds?projectIdList=9004,1,9002'),
    );
    expect((data as { projectId: number }[]).map((card) => card.projectId)).toEqual([9004, 9002]);
  });

  test('no ids answer code 400', async () => {
    expect(await envelope(await get('bosscloudProject/queryListByProjectIds'))).toMatchObject({
      code: 400,
      message: '缺少 projectIdList',
    });
  });
});
