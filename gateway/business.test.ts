import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestGateway, type TestGateway } from './test-gateway.ts';

let t: TestGateway;
beforeAll(async () => {
  t = await startTestGateway();
});
afterAll(() => t.stop());

async function get(path: string): Promise<{ code: number; data: unknown; message: string }> {
  return (await (await fetch(`${t.base}/api/${path}`)).json()) as {
    code: number;
    data: unknown;
    message: string;
  };
}

describe('commercialOpportunity/getDetailByid', () => {
  test('answers the opportunity by its project id, with its rich text', async () => {
    const { code, data } = await get('commercialOpportunity/getDetailByid?id=9001');
    expect(code).toBe(1);
    expect(data).toMatchObject({
      projectId: 9001,
      title: '社区店加盟合伙人',
      industry: '零售',
      content: expect.stringContaining('<h3>合作方式</h3>'),
    });
  });

  test.each([
    ['?id=1', 404, '商机不存在: 1'],
    ['', 400, '缺少 id'],
  ])('%s answers code %i', async (query, code, message) => {
    expect(await get(`commercialOpportunity/getDetailByid${query}`)).toMatchObject({
      code,
      message,
    });
  });
});

describe('activeCommercial/find/{id}', () => {
  test("answers the activity's opportunities as business cards, in order", async () => {
    const { data } = await get('activeCommercial/find/88');
    expect(data).toMatchObject({ id: 88, title: '2025 春季项目路演' });
    const list = (data as { list: { projectId: number; title: string }[] }).list;
    expect(list.map((card) => card.projectId)).toEqual([9001, 9002, 9004, 9006, 9007]);
    expect(list[0]).toEqual({
      projectId: 9001,
      title: '社区店加盟合伙人',
      introduceCustom: '区域独家，总部全程扶持开店',
      coverImg: 'biz/9001.jpg',
    });
  });

  test('an activity without opportunities answers an empty list; an unknown one code 404', async () => {
    expect((await get('activeCommercial/find/89')).data).toMatchObject({ list: [] });
    expect(await get('activeCommercial/find/1')).toMatchObject({
      code: 404,
      message: '活动不存在: 1',
    });
  });
});
