import type { GatewayContext } from '../context.ts';
import { ok, type Answer, type CallRequest } from '../answer.ts';
import { field, integerOf, textOf } from '../json.ts';
import type { Route } from '../route.ts';

/** The region id that stands for the whole country (its children are the provinces). */
const ROOT_REGION_ID = 100000;
/** At most this many company names per search. */
const COMPANY_MATCHES = 10;

interface TreeNode {
  id: number;
  name: string;
  children?: TreeNode[];
}

function tree(rows: { id: number; parentId: number; name: string }[], rootId: number): TreeNode[] {
  const byParent = new Map<number, { id: number; name: string }[]>();
  for (const row of rows) byParent.set(row.parentId, [...(byParent.get(row.parentId) ?? []), row]);
  const build = (parentId: number): TreeNode[] =>
    (byParent.get(parentId) ?? []).map(({ id, name }) => {
      const children = build(id);
      return children.length > 0 ? { id, name, children } : { id, name };
    });
  return build(rootId);
}

function areaTree(call: CallRequest, context: GatewayContext): Answer {
  const regionId = integerOf(field(call.body, 'regionId'));
  const rootId = regionId === undefined || regionId === 0 ? ROOT_REGION_ID : regionId;
  const rows = context.db
    .prepare('SELECT id, parent_id AS parentId, name FROM regions ORDER BY sort')
    .all();
  return ok(tree(rows as { id: number; parentId: number; name: string }[], rootId));
}

function industryList(_call: CallRequest, context: GatewayContext): Answer {
  const rows = context.db
    .prepare('SELECT id, parent_id AS parentId, name FROM industries ORDER BY sort')
    .all();
  return ok(tree(rows as { id: number; parentId: number; name: string }[], 0));
}

function searchCompany(call: CallRequest, context: GatewayContext): Answer {
  const name = textOf(field(call.body, 'companyName'))?.trim() ?? '';
  if (name === '') return ok([]);
  const rows = context.db
    .prepare(
      'SELECT name FROM companies WHERE instr(lower(name), lower(?)) > 0 ORDER BY sort LIMIT ?',
    )
    .all(name, COMPANY_MATCHES) as { name: string }[];
  return ok(rows.map((row) => row.name));
}

function dictionaryFlags(call: CallRequest, context: GatewayContext): Answer {
  const dictType = integerOf(field(call.body, 'dictType'));
  const rows = context.db
    .prepare('SELECT key, value FROM dictionary WHERE dict_type = ?')
    .all(dictType ?? null);
  return ok(
    Object.fromEntries(
      (rows as { key: string; value: string }[]).map((row) => [row.key, row.value]),
    ),
  );
}

function jobs(_call: CallRequest, context: GatewayContext): Answer {
  return ok(context.db.prepare('SELECT key, value FROM jobs ORDER BY sort').all());
}

function channelTag(call: CallRequest): Answer {
  return ok({ channel: call.params['param'] ?? '' });
}

/** Seeded lookups: dictionary flags, regions, industries, company names, jobs, channel tags. */
export const dictionaryRoutes: Route[] = [
  { name: 'commonDictQueryCommonDictList', handle: dictionaryFlags },
  { name: 'areaTree', handle: areaTree },
  { name: 'industryList', handle: industryList },
  { name: 'commonSearchCompany', handle: searchCompany },
  { name: 'dictKvJob', handle: jobs },
  { name: 'channelTagGetConfByUrlParam', handle: channelTag },
];
