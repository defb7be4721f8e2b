import type { ApiCall } from '../../api/client.ts';
import { describe, expect, test, vi } from 'vitest';
import { loadTree, ROOT_REGION_ID, toTree } from './tree.ts';

function fakeApi(
  answers: Array<{ code: number; data: unknown; message?: string }>,
): { call: ApiCall } & { call: ReturnType<typeof vi.fn> } {
  const call = vi.fn(async () => answers.shift() ?? { code: 1, data: [] });
  return { call } as unknown as { call: ApiCall } & { call: ReturnType<typeof vi.fn> };
}

describe('region and industry trees', () => {
  test('R9.07 the area tree is asked from the root region id with level 0', async () => {
    const api = fakeApi([
      {
        code: 1,
        data: [
          { id: 110000, name: '北京市', children: [{ id: 110100, name: '北京市', children: [] }] },
        ],
      },
    ]);
    const tree = await loadTree(api, 'region');
    expect(api.call).toHaveBeenCalledWith('areaTree', {
      body: { regionId: ROOT_REGION_ID, level: 0 },
    });
    expect(tree).toEqual([
      { id: '110000', name: '北京市', children: [{ id: '110100', name: '北京市', children: [] }] },
    ]);
  });

  test('R9.07 industries come with their level-2 children', async () => {
    const api = fakeApi([
      { code: 1, data: [{ id: 1, name: '餐饮', children: [{ id: 11, name: '快餐' }] }] },
    ]);
    expect(await loadTree(api, 'industry')).toEqual([
      { id: '1', name: '餐饮', children: [{ id: '11', name: '快餐', children: [] }] },
    ]);
    expect(api.call).toHaveBeenCalledWith('industryList');
  });

  test('a tree is fetched once per client; a failure is asked again next time', async () => {
    const api = fakeApi([
      { code: 500, data: null, message: '服务繁忙' },
      { code: 1, data: [{ id: 1, name: '餐饮' }] },
    ]);
    await expect(loadTree(api, 'industry')).rejects.toThrow('服务繁忙');
    await expect(loadTree(api, 'industry')).resolves.toHaveLength(1);
    await loadTree(api, 'industry');
    expect(api.call).toHaveBeenCalledTimes(2);
  });

  test.each([
    ['not a list', { id: 1 }, []],
    [
      'nodes without a name are dropped',
      [{ id: 1 }, { id: 2, name: '零售' }],
      [{ id: '2', name: '零售', children: [] }],
    ],
    [
      'a node without an id is keyed by its name',
      [{ name: '教育' }],
      [{ id: '教育', name: '教育', children: [] }],
    ],
  ])('toTree reads loosely: %s', (_name, data, expected) => {
    expect(toTree(data)).toEqual(expected);
  });
});
