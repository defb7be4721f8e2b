import type { ApiCall } from '../../api/client.ts';
import { SUCCESS_CODE } from '../../lib/wire.ts';

/** One node of the region or industry tree. */
export interface TreeNode {
  id: string;
  name: string;
  children: TreeNode[];
}

/** R9.07: the area tree's root region id (the whole country), asked with level 0. */
export const ROOT_REGION_ID = 100000;

/** Reads a tree answer loosely: nodes without a name are dropped, ids become strings. */
export function toTree(data: unknown): TreeNode[] {
  if (!Array.isArray(data)) return [];
  return data.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { id, name, children } = item as Record<string, unknown>;
    if (typeof name !== 'string' || name === '') return [];
    return [
      {
        id: typeof id === 'number' || typeof id === 'string' ? String(id) : name,
        name,
        children: toTree(children),
      },
    ];
  });
}

/** Which tree a picker shows. */
export type TreeKind = 'region' | 'industry';

const cache = new WeakMap<{ call: ApiCall }, Partial<Record<TreeKind, Promise<TreeNode[]>>>>();

async function fetchTree(api: { call: ApiCall }, kind: TreeKind): Promise<TreeNode[]> {
  const answer =
    kind === 'region'
      ? await api.call('areaTree', { body: { regionId: ROOT_REGION_ID, level: 0 } })
      : await api.call('industryList');
  if (answer.code !== SUCCESS_CODE) throw new Error(answer.message ?? `code ${answer.code}`);
  return toTree(answer.data);
}

/** The region (`area/tree`) or industry (`industry/list`, level-2 children) tree, fetched once per client; a failure is retried next time. */
export function loadTree(api: { call: ApiCall }, kind: TreeKind): Promise<TreeNode[]> {
  const entry = cache.get(api) ?? {};
  cache.set(api, entry);
  const pending = entry[kind] ?? fetchTree(api, kind);
  entry[kind] = pending;
  pending.catch(() => {
    if (entry[kind] === pending) delete entry[kind];
  });
  return pending;
}
