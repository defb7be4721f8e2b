import type { GatewayContext } from '../context.ts';
import { chinaDay, chinaTime } from '../china-time.ts';
import { fail, ok, type Answer, type CallRequest } from '../answer.ts';
import { field, integerOf, isRecord, textOf, type JsonRecord } from '../json.ts';
import type { Route } from '../route.ts';
import { currentUserId } from './users.ts';

/** Code 20210: the session identity is invalid (spec §9). */
const SESSION_INVALID = 20210;
const MINUTE_MS = 60_000;

/** A campaign component as seeded: its kind, its body (times relative to the call). */
export interface ComponentRow {
  id: number;
  activeId: number;
  kind: string;
  body: JsonRecord;
}

/** The signed-in visitor's id, or the 20210 answer. */
export function signedIn(call: CallRequest, context: GatewayContext): number | Answer {
  return currentUserId(call, context) ?? fail(SESSION_INVALID, '登录已失效，请重新登录');
}

/** A number the call names in its body or query (`id`, `activeId`). */
export function numberOf(call: CallRequest, name: string): number | undefined {
  return integerOf(field(call.body, name)) ?? integerOf(call.query.get(name));
}

/** The component the call names by `id` (or the activity's component by `activeId`), or the answer saying why not. */
export function componentOf(
  call: CallRequest,
  context: GatewayContext,
): { component: ComponentRow } | { failure: Answer } {
  const id = numberOf(call, 'id');
  const activeId = numberOf(call, 'activeId');
  if (id === undefined && activeId === undefined)
    return { failure: fail(400, '缺少组件 id 或 activeId') };
  const row = context.db
    .prepare(
      `SELECT id, active_id AS activeId, kind, body FROM campaign_components
       WHERE ${id === undefined ? 'active_id' : 'id'} = ? ORDER BY id LIMIT 1`,
    )
    .get(id ?? activeId) as (Omit<ComponentRow, 'body'> & { body: string }) | undefined;
  if (!row) return { failure: fail(404, `活动组件不存在: ${id ?? activeId}`) };
  const body = JSON.parse(row.body) as unknown;
  return { component: { ...row, body: isRecord(body) ? body : {} } };
}

/** The call's component when it is of `kind`; a component of another kind is not this call's. */
export function componentOfKind(call: CallRequest, context: GatewayContext, kind: string) {
  const found = componentOf(call, context);
  if ('failure' in found) return found;
  return found.component.kind === kind
    ? found
    : { failure: fail(400, `活动组件 ${found.component.id} 不是${kind}`) };
}

/**
 * The component of `kind` of the activity the call names by `activeId` (body or query), or by
 * `activeId` given (a path's `{id}`, a stored row's activity).
 */
export function activityComponentOf(
  call: CallRequest,
  context: GatewayContext,
  kind: string,
  activeId: number | undefined = numberOf(call, 'activeId'),
) {
  if (activeId === undefined) return { failure: fail(400, '缺少 activeId') };
  return componentOfKind(
    { ...call, query: new URLSearchParams({ activeId: String(activeId) }), body: {} },
    context,
    kind,
  );
}

/**
 * The component's start and end, in milliseconds, at the moment of the call: relative to it
 * (`startInMinutes`, `endInMinutes`), or, for a cycling component (`cycleSeconds`, a demo of a
 * countdown reaching its start), open in the second half of every cycle of the server's clock.
 */
export function windowOf(component: ComponentRow, context: GatewayContext) {
  const now = context.now();
  const cycleSeconds = integerOf(component.body.cycleSeconds);
  if (cycleSeconds) {
    const cycle = cycleSeconds * 1000;
    const start = Math.floor(now / cycle) * cycle + cycle / 2;
    return { start, end: start + cycle / 2 };
  }
  const at = (key: string) => now + (integerOf(component.body[key]) ?? 0) * MINUTE_MS;
  return { start: at('startInMinutes'), end: at('endInMinutes') };
}

/** Where the component stands now: before its start, open, or over. */
export function phaseOf(
  component: ComponentRow,
  context: GatewayContext,
): 'notStarted' | 'open' | 'ended' {
  const { start, end } = windowOf(component, context);
  const now = context.now();
  return now < start ? 'notStarted' : now >= end ? 'ended' : 'open';
}

/** The day draws and opens are counted in: China's. */
export function today(context: GatewayContext): string {
  return chinaDay(context.now());
}

/** The page-component call: what the component is, its texts and its times (China time). */
function componentById(call: CallRequest, context: GatewayContext): Answer {
  const found = componentOf(call, context);
  if ('failure' in found) return found.failure;
  const { component } = found;
  const { start, end } = windowOf(component, context);
  return ok({
    id: component.id,
    activeId: component.activeId,
    kind: component.kind,
    title: textOf(component.body.title) ?? '',
    rules: textOf(component.body.rules) ?? '',
    coverImg: textOf(component.body.coverImg) ?? '',
    startTime: chinaTime(start),
    endTime: chinaTime(end),
    dailyTimes: integerOf(component.body.dailyTimes) ?? 1,
  });
}

/** The component call every campaign page loads first. */
export const campaignComponentRoutes: Route[] = [
  { name: 'pageComponentConfigGetComponentById', handle: componentById },
];
