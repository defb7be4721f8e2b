import type { GatewayContext } from '../context.ts';
import { fail, ok, type Answer, type CallRequest } from '../answer.ts';
import { integerOf, isRecord, type JsonRecord } from '../json.ts';
import type { Route } from '../route.ts';

function rowOf(context: GatewayContext, sql: string, id: number): JsonRecord | undefined {
  const row = context.db.prepare(sql).get(id) as { body: string } | undefined;
  const value: unknown = row ? JSON.parse(row.body) : undefined;
  return isRecord(value) ? value : undefined;
}

function opportunityOf(context: GatewayContext, id: number): JsonRecord | undefined {
  return rowOf(context, 'SELECT body FROM business_opportunities WHERE id = ?', id);
}

/** An opportunity by its project id (`?id=`). */
function detail(call: CallRequest, context: GatewayContext): Answer {
  const text = call.query.get('id');
  if (text === null || text.trim() === '') return fail(400, '缺少 id');
  const id = integerOf(text);
  const opportunity = id === undefined ? undefined : opportunityOf(context, id);
  return opportunity ? ok(opportunity) : fail(404, `商机不存在: ${text}`);
}

/** An activity's business opportunities, each as the business module's card. */
function activity(call: CallRequest, context: GatewayContext): Answer {
  const id = integerOf(call.params.id);
  const found =
    id === undefined
      ? undefined
      : rowOf(context, 'SELECT body FROM business_activities WHERE active_id = ?', id);
  if (!found) return fail(404, `活动不存在: ${call.params.id ?? ''}`);
  const ids = Array.isArray(found.projectIds) ? found.projectIds : [];
  const list = ids.flatMap((projectId) => {
    const known = integerOf(projectId);
    const opportunity = known === undefined ? undefined : opportunityOf(context, known);
    return opportunity
      ? [
          {
            projectId: opportunity.projectId,
            title: opportunity.title,
            introduceCustom: opportunity.summary,
            coverImg: opportunity.coverImg,
          },
        ]
      : [];
  });
  return ok({ id: found.activeId, title: found.title, coverImg: found.coverImg, list });
}

/** The business opportunity calls: one opportunity, an activity's set. */
export const businessRoutes: Route[] = [
  { name: 'commercialOpportunityGetDetailByid', handle: detail },
  { name: 'activeCommercialFind', handle: activity },
];
