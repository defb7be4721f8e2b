import type { GatewayContext } from '../context.ts';
import { fail, ok, type Answer, type CallRequest } from '../answer.ts';
import { field, isRecord, textOf } from '../json.ts';
import type { Route } from '../route.ts';
import { currentUserId, requestHeader } from './users.ts';

function commit(call: CallRequest, context: GatewayContext): Answer {
  if (!isRecord(call.body)) return fail(400, '留资内容应为 JSON 对象', 400);
  const key = textOf(call.body['idempotencyKey']) ?? requestHeader(call, 'Idempotency-Key') ?? null;
  const row = {
    key,
    call: call.path,
    activeId: textOf(call.body['activeId']) ?? requestHeader(call, 'activeId') ?? null,
    mobile: textOf(call.body['mobile']) ?? null,
    userId: currentUserId(call, context) ?? null,
    payload: JSON.stringify(call.body),
    now: context.now(),
  };
  // A repeated key stores nothing new and answers the first record's id.
  const inserted = context.db
    .prepare(
      `INSERT INTO stay_consults (idempotency_key, call, active_id, mobile, user_id, payload, created_at)
       VALUES (@key, @call, @activeId, @mobile, @userId, @payload, @now)
       ON CONFLICT (idempotency_key) DO NOTHING`,
    )
    .run(row);
  if (key === null) return ok({ id: Number(inserted.lastInsertRowid) });
  const first = context.db
    .prepare('SELECT id FROM stay_consults WHERE idempotency_key = ?')
    .get(key) as { id: number };
  return ok({ id: first.id });
}

function isCommitted(call: CallRequest, context: GatewayContext): Answer {
  const key = textOf(field(call.body, 'idempotencyKey'));
  const userId = currentUserId(call, context);
  // By key: the signed-in visitor's own record only (a key names its owner, but others may guess it).
  if (key !== undefined) {
    if (userId === undefined) return ok(false);
    const own = context.db
      .prepare('SELECT 1 FROM stay_consults WHERE idempotency_key = ? AND user_id = ?')
      .get(key, userId);
    return ok(own !== undefined);
  }
  const activeId = textOf(field(call.body, 'activeId')) ?? requestHeader(call, 'activeId');
  const mobile = textOf(field(call.body, 'mobile'));
  if (activeId === undefined || (mobile === undefined && userId === undefined)) return ok(false);
  const found = context.db
    .prepare(
      'SELECT 1 FROM stay_consults WHERE active_id = ? AND (mobile = ? OR user_id = ?) LIMIT 1',
    )
    .get(activeId, mobile ?? null, userId ?? null);
  return ok(found !== undefined);
}

/** The stay-consult calls: every commit path stores the same way; one asks whether a visitor committed. */
export const consultRoutes: Route[] = [
  { name: 'newStayConsultNewCommitActivityStayConsult', handle: commit },
  { name: 'stayConsultCommitStayConsult', handle: commit },
  { name: 'stayConsultCommitActivityStayConsult', handle: commit },
  { name: 'stayConsultIsCommitedStayConsult', handle: isCommitted },
];
