import type { GatewayContext } from '../context.ts';
import { fail, ok, type Answer, type CallRequest } from '../answer.ts';
import { field, integerOf, isRecord, type JsonRecord } from '../json.ts';
import type { Route } from '../route.ts';

/** A seeded project (fixtures/gateway/projects.json). */
function projectById(context: GatewayContext, id: number): JsonRecord | undefined {
  const row = context.db.prepare('SELECT body FROM projects WHERE id = ?').get(id) as
    { body: string } | undefined;
  const project: unknown = row ? JSON.parse(row.body) : undefined;
  return isRecord(project) ? project : undefined;
}

/** The project as getByIdForH5 answers it: the record without the gateway's own lists. */
function detailOf(project: JsonRecord): JsonRecord {
  const {
    recommend: _recommend,
    comments: _comments,
    marketActivities: _marketActivities,
    ...detail
  } = project;
  return detail;
}

/** A project as a card (spec §3 "Project card"; the mapping is in docs/local-gateway.md). */
export function cardOf(project: JsonRecord): JsonRecord {
  return {
    projectId: project.id,
    projectName: project.title,
    projectDesc: project.introduce,
    projectInvestmentUnit: project.projectInvestmentUnit,
    projectInvestmentMinDecimalFormat: project.projectInvestmentMinDecimalFormat,
    projectInvestmentMaxDecimalFormat: project.projectInvestmentMaxDecimalFormat,
    moneyTextBtn: project.moneyTextBtn,
    intentionNum: project.intentionNumTotal,
    isActivity: project.isActivity,
    marketTag: project.marketTag,
    meetingIndexCoverUrl: project.meetingIndexCoverUrl,
    detailCoverUrl: project.detailCoverUrl,
  };
}

/** The cards of these ids, in their order; unknown ids are left out. */
function cardsOf(context: GatewayContext, ids: readonly unknown[]): JsonRecord[] {
  return ids.flatMap((id) => {
    const known = integerOf(id);
    const project = known === undefined ? undefined : projectById(context, known);
    return project ? [cardOf(project)] : [];
  });
}

/** The project a call's body names: the project, or the failure to answer. */
export function projectOfBody(
  call: CallRequest,
  context: GatewayContext,
): { project: JsonRecord } | { failure: Answer } {
  const id = integerOf(field(call.body, 'projectId'));
  if (id === undefined) return { failure: fail(400, '缺少 projectId') };
  const project = projectById(context, id);
  return project ? { project } : { failure: fail(404, `项目不存在: ${id}`) };
}

/** A list the fixture keeps on the project (`comments`, `marketActivities`). */
export function listOf(project: JsonRecord, key: string): unknown[] {
  const list = project[key];
  return Array.isArray(list) ? list : [];
}

function getById(call: CallRequest, context: GatewayContext): Answer {
  const id = integerOf(call.params.id);
  const project = id === undefined ? undefined : projectById(context, id);
  return project ? ok(detailOf(project)) : fail(404, `项目不存在: ${call.params.id ?? ''}`);
}

function suggest(call: CallRequest, context: GatewayContext): Answer {
  const found = projectOfBody(call, context);
  if ('failure' in found) return found.failure;
  return ok(cardsOf(context, listOf(found.project, 'recommend')));
}

function listByIds(call: CallRequest, context: GatewayContext): Answer {
  const list = call.query.get('projectIdList');
  if (list === null || list.trim() === '') return fail(400, '缺少 projectIdList');
  return ok(
    cardsOf(
      context,
      list.split(',').map((id) => id.trim()),
    ),
  );
}

/** The project calls: a project, its recommended cards, cards by ids. */
export const projectRoutes: Route[] = [
  { name: 'bosscloudProjectGetByIdForH5', handle: getById },
  { name: 'suggestForProjectDetail', handle: suggest },
  { name: 'bosscloudProjectQueryListByProjectIds', handle: listByIds },
];
