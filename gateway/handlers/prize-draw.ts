import type { GatewayContext } from '../context.ts';
import { chinaTime } from '../china-time.ts';
import { fail, ok, type Answer, type CallRequest } from '../answer.ts';
import { field, integerOf, textOf } from '../json.ts';
import type { Route } from '../route.ts';
import {
  componentOf,
  numberOf,
  phaseOf,
  signedIn,
  today,
  type ComponentRow,
} from './campaign-components.ts';

/** R8.12: a draw asked again once the day's chances are used. */
export const ALREADY_DRAWN = { code: 40010, message: '您已参与过抽奖' } as const;
const MINUTE_MS = 60_000;

interface PrizeRow {
  id: number;
  stock: number;
  body: string;
}

function prizesOf(context: GatewayContext, activeId: number): PrizeRow[] {
  return context.db
    .prepare('SELECT id, stock, body FROM campaign_prizes WHERE active_id = ? ORDER BY sort')
    .all(activeId) as PrizeRow[];
}

function wonCount(context: GatewayContext, prizeId: number): number {
  const row = context.db
    .prepare('SELECT COUNT(*) AS n FROM campaign_draws WHERE prize_id = ?')
    .get(prizeId) as { n: number };
  return row.n;
}

function prizeOf(row: PrizeRow, context: GatewayContext) {
  const body = JSON.parse(row.body) as unknown;
  return {
    id: row.id,
    prizeName: textOf(field(body, 'prizeName')) ?? '',
    prizeImg: textOf(field(body, 'prizeImg')) ?? '',
    stock: Math.max(0, row.stock - wonCount(context, row.id)),
  };
}

function drawsToday(context: GatewayContext, userId: number, component: ComponentRow): number {
  const row = context.db
    .prepare(
      'SELECT COUNT(*) AS n FROM campaign_draws WHERE user_id = ? AND component_id = ? AND day = ?',
    )
    .get(userId, component.id, today(context)) as { n: number };
  return row.n;
}

const dailyTimesOf = (component: ComponentRow) => integerOf(component.body.dailyTimes) ?? 1;
const enabledOf = (component: ComponentRow) => (integerOf(component.body.enabled) ?? 1) === 1;

/** The activity's prizes, in order, with the stock left: `{records, total}`. */
function prizeList(call: CallRequest, context: GatewayContext): Answer {
  const found = componentOf(call, context);
  if ('failure' in found) return found.failure;
  const records = prizesOf(context, found.component.activeId).map((row) => prizeOf(row, context));
  return ok({ records, total: records.length });
}

/** Whether the draw is switched on: `{enabled: 0 | 1}`. */
function isEnabled(call: CallRequest, context: GatewayContext): Answer {
  const found = componentOf(call, context);
  return 'failure' in found ? found.failure : ok({ enabled: enabledOf(found.component) ? 1 : 0 });
}

/** The visitor's chances today: `{times, used}` (left, and drawn or opened today). */
export function userTimes(call: CallRequest, context: GatewayContext): Answer {
  const userId = signedIn(call, context);
  if (typeof userId !== 'number') return userId;
  const found = componentOf(call, context);
  if ('failure' in found) return found.failure;
  const used = drawsToday(context, userId, found.component);
  return ok({ times: Math.max(0, dailyTimesOf(found.component) - used), used });
}

/** What a draw or an open answers when it cannot go on: paused, before its start, after its end, no chance left. */
export interface DrawRefusals {
  paused: string;
  notStarted: string;
  ended: string;
  /** Code 40010 (R8.12 for the prize draw). */
  already: string;
}

const PRIZE_DRAW_REFUSALS: DrawRefusals = {
  paused: '抽奖暂未开放',
  notStarted: '抽奖尚未开始',
  ended: '抽奖已结束',
  already: ALREADY_DRAWN.message,
};

/** What a draw answers: its prize, if any, and the chances left today. */
function drawAnswer(
  context: GatewayContext,
  userId: number,
  component: ComponentRow,
  drawId: number,
  prize: { id: number; prizeName: string; prizeImg: string } | undefined,
): Answer {
  const used = drawsToday(context, userId, component);
  return ok({
    win: prize ? 1 : 0,
    prizeWinfoId: drawId,
    ...(prize ? { prizeId: prize.id, prizeName: prize.prizeName, prizeImg: prize.prizeImg } : {}),
    times: Math.max(0, dailyTimesOf(component) - used),
    used,
  });
}

/** The draw this visitor already made with this idempotency key, answered again, if any. */
function drawnWithKey(
  context: GatewayContext,
  userId: number,
  component: ComponentRow,
  key: string,
): Answer | undefined {
  const earlier = context.db
    .prepare(
      `SELECT d.id, d.prize_id AS prizeId FROM campaign_draw_keys k JOIN campaign_draws d ON d.id = k.draw_id
       WHERE k.user_id = ? AND k.component_id = ? AND k.key = ?`,
    )
    .get(userId, component.id, key) as { id: number; prizeId: number | null } | undefined;
  if (!earlier) return undefined;
  const prize = prizesOf(context, component.activeId)
    .map((row) => prizeOf(row, context))
    .find((candidate) => candidate.id === earlier.prizeId);
  return drawAnswer(context, userId, component, earlier.id, prize);
}

/**
 * A draw or an open of `component` by `userId`: open, switched on, a chance left today (else
 * 40010), then the first prize with stock left, or none (谢谢参与). Checked and recorded in one
 * transaction, so taps arriving together count once per chance. A draw sent again with the same
 * idempotency key (`key`: the visitor's retry after a lost answer) answers the draw it made, and
 * spends no other chance.
 */
export function drawOnce(
  context: GatewayContext,
  userId: number,
  component: ComponentRow,
  refusals: DrawRefusals,
  key: string | undefined,
): Answer {
  return context.db.transaction((): Answer => {
    const again = key === undefined ? undefined : drawnWithKey(context, userId, component, key);
    if (again) return again;
    if (!enabledOf(component)) return fail(40011, refusals.paused);
    const phase = phaseOf(component, context);
    if (phase === 'notStarted') return fail(40012, refusals.notStarted);
    if (phase === 'ended') return fail(40013, refusals.ended);
    if (drawsToday(context, userId, component) >= dailyTimesOf(component))
      return fail(ALREADY_DRAWN.code, refusals.already);
    const prize = prizesOf(context, component.activeId)
      .map((row) => prizeOf(row, context))
      .find((candidate) => candidate.stock > 0);
    const drawId = Number(
      context.db
        .prepare(
          'INSERT INTO campaign_draws (user_id, active_id, component_id, day, prize_id, created_at) VALUES (?, ?, ?, ?, ?, ?)',
        )
        .run(
          userId,
          component.activeId,
          component.id,
          today(context),
          prize?.id ?? null,
          context.now(),
        ).lastInsertRowid,
    );
    if (key !== undefined)
      context.db
        .prepare(
          'INSERT INTO campaign_draw_keys (user_id, component_id, key, draw_id) VALUES (?, ?, ?, ?)',
        )
        .run(userId, component.id, key, drawId);
    return drawAnswer(context, userId, component, drawId, prize);
  })();
}

/** The idempotency key a draw or an open carries (header `Idempotency-Key`), if any. */
export const drawKeyOf = (call: CallRequest): string | undefined =>
  textOf(call.headers['idempotency-key']);

/** The prize draw (R8.12 您已参与过抽奖 once the day's chances are used). */
function draw(call: CallRequest, context: GatewayContext): Answer {
  const userId = signedIn(call, context);
  if (typeof userId !== 'number') return userId;
  const found = componentOf(call, context);
  if ('failure' in found) return found.failure;
  return drawOnce(context, userId, found.component, PRIZE_DRAW_REFUSALS, drawKeyOf(call));
}

/** The visitor's prizes, newest first: `{records: [{id, prizeName, prizeImg, createTime}], total}`. */
function myPrizes(call: CallRequest, context: GatewayContext): Answer {
  const userId = signedIn(call, context);
  if (typeof userId !== 'number') return userId;
  const found = componentOf(call, context);
  if ('failure' in found) return found.failure;
  const rows = context.db
    .prepare(
      `SELECT d.id, d.created_at AS createdAt, p.body FROM campaign_draws d
       JOIN campaign_prizes p ON p.id = d.prize_id
       WHERE d.user_id = ? AND d.active_id = ? ORDER BY d.id DESC`,
    )
    .all(userId, found.component.activeId) as { id: number; createdAt: number; body: string }[];
  const records = rows.map((row) => {
    const body = JSON.parse(row.body) as unknown;
    return {
      id: row.id,
      prizeName: textOf(field(body, 'prizeName')) ?? '',
      prizeImg: textOf(field(body, 'prizeImg')) ?? '',
      createTime: chinaTime(row.createdAt),
    };
  });
  return ok({ records, total: records.length });
}

/** The winners' list, newest first (visitors' wins, then the seeded ones): names masked. */
function winners(call: CallRequest, context: GatewayContext): Answer {
  const found = componentOf(call, context);
  if ('failure' in found) return found.failure;
  const activeId = found.component.activeId;
  const drawn = (
    context.db
      .prepare(
        `SELECT d.created_at AS createdAt, d.user_id AS userId, p.body FROM campaign_draws d
         JOIN campaign_prizes p ON p.id = d.prize_id
         WHERE d.active_id = ? ORDER BY d.id DESC LIMIT 20`,
      )
      .all(activeId) as { createdAt: number; userId: number; body: string }[]
  ).map((row) => ({
    userName: `用户**${String(row.userId).slice(-2)}`,
    prizeName: textOf(field(JSON.parse(row.body) as unknown, 'prizeName')) ?? '',
    createTime: chinaTime(row.createdAt),
  }));
  const seeded = (
    context.db
      .prepare('SELECT body FROM campaign_winners WHERE active_id = ? ORDER BY sort')
      .all(activeId) as { body: string }[]
  ).map((row) => {
    const body = JSON.parse(row.body) as unknown;
    return {
      userName: textOf(field(body, 'userName')) ?? '',
      prizeName: textOf(field(body, 'prizeName')) ?? '',
      createTime: chinaTime(
        context.now() - (integerOf(field(body, 'minutesAgo')) ?? 0) * MINUTE_MS,
      ),
    };
  });
  return ok([...drawn, ...seeded]);
}

/** 预约: the visitor asks to be reminded when the draw opens; once per user and activity. */
function reserve(call: CallRequest, context: GatewayContext): Answer {
  const userId = signedIn(call, context);
  if (typeof userId !== 'number') return userId;
  const found = componentOf(call, context);
  if ('failure' in found) return found.failure;
  context.db
    .prepare('INSERT OR IGNORE INTO campaign_reservations VALUES (?, ?, ?)')
    .run(userId, found.component.activeId, context.now());
  return ok({ isReserve: 1 });
}

/** Whether the visitor has reserved: `{isReserve: 0 | 1}`; the activity is the path's id. */
function isReserved(call: CallRequest, context: GatewayContext): Answer {
  const userId = signedIn(call, context);
  if (typeof userId !== 'number') return userId;
  const activeId = integerOf(call.params.id) ?? numberOf(call, 'activeId');
  const row = context.db
    .prepare('SELECT 1 FROM campaign_reservations WHERE user_id = ? AND active_id = ?')
    .get(userId, activeId ?? -1);
  return ok({ isReserve: row ? 1 : 0 });
}

/** Records that the visitor shared a prize won (`{prizeWinfoId}`); only the code is read. */
function sharePrize(call: CallRequest, context: GatewayContext): Answer {
  const userId = signedIn(call, context);
  if (typeof userId !== 'number') return userId;
  const prizeWinfoId = integerOf(field(call.body, 'prizeWinfoId'));
  const row = context.db
    .prepare('SELECT 1 FROM campaign_draws WHERE id = ? AND user_id = ? AND prize_id IS NOT NULL')
    .get(prizeWinfoId ?? -1, userId);
  return row ? ok(null) : fail(404, '中奖记录不存在');
}

/** The prize calls of a prize-draw component (docs/local-gateway.md). */
export const prizeDrawRoutes: Route[] = [
  { name: 'activePrizeConfigSelectPrizePageList', handle: prizeList },
  { name: 'activePrizeConfigIsEnabled', handle: isEnabled },
  { name: 'pageComponentConfigGetUserPrizeTimes', handle: userTimes },
  { name: 'pageComponentConfigGetWinnerPrize', handle: draw },
  { name: 'activePrizeWinfoSelectMyPrizePageList', handle: myPrizes },
  { name: 'activePrizeWinfoQueryDrawprizeList', handle: winners },
  { name: 'activePrizeReserveSave', handle: reserve },
  { name: 'activePrizeReserveIsReserve', handle: isReserved },
  { name: 'activePrizeWinfoMyPrizeWinfoShare', handle: sharePrize },
];
