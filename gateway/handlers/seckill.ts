import type { GatewayContext } from '../context.ts';
import { chinaTime } from '../china-time.ts';
import { fail, ok, type Answer, type CallRequest } from '../answer.ts';
import { field, integerOf, textOf } from '../json.ts';
import type { Route } from '../route.ts';
import {
  componentOfKind,
  phaseOf,
  signedIn,
  windowOf,
  type ComponentRow,
} from './campaign-components.ts';

/** What a seckill answers when it cannot sell (docs/local-gateway.md). */
const REFUSED = {
  notStarted: { code: 40012, message: '秒杀尚未开始' },
  ended: { code: 40013, message: '秒杀已结束' },
  already: { code: 40010, message: '您已抢购过该商品' },
  soldOut: { code: 40014, message: '商品已抢光' },
} as const;

/** A seckill's product as seeded in its component (`product`). */
function productOf(component: ComponentRow) {
  const product = component.body.product;
  return {
    productName: textOf(field(product, 'productName')) ?? '',
    productImg: textOf(field(product, 'productImg')) ?? '',
    price: textOf(field(product, 'price')) ?? '',
    seckillPrice: textOf(field(product, 'seckillPrice')) ?? '',
    stock: integerOf(field(product, 'stock')) ?? 0,
  };
}

function soldCount(context: GatewayContext, component: ComponentRow): number {
  const row = context.db
    .prepare('SELECT COUNT(*) AS n FROM seckill_orders WHERE component_id = ?')
    .get(component.id) as { n: number };
  return row.n;
}

function boughtBy(context: GatewayContext, userId: number, component: ComponentRow): boolean {
  return (
    context.db
      .prepare('SELECT 1 FROM seckill_orders WHERE user_id = ? AND component_id = ?')
      .get(userId, component.id) !== undefined
  );
}

/** The product, its prices, the stock left (seeded less sold) and the sale's window, China time. */
function product(call: CallRequest, context: GatewayContext): Answer {
  const found = componentOfKind(call, context, 'seckill');
  if ('failure' in found) return found.failure;
  const { component } = found;
  const { stock, ...shown } = productOf(component);
  const { start, end } = windowOf(component, context);
  return ok({
    id: component.id,
    ...shown,
    total: stock,
    stock: Math.max(0, stock - soldCount(context, component)),
    startTime: chinaTime(start),
    endTime: chinaTime(end),
  });
}

/** The visitor's standing: friends invited (none here: the local gateway has no invitations) and whether they bought. */
function invitedUserNum(call: CallRequest, context: GatewayContext): Answer {
  const userId = signedIn(call, context);
  if (typeof userId !== 'number') return userId;
  const found = componentOfKind(call, context, 'seckill');
  if ('failure' in found) return found.failure;
  return ok({ invitedUserNum: 0, bought: boughtBy(context, userId, found.component) ? 1 : 0 });
}

/**
 * One purchase: open on the server's clock, one per visitor, while stock lasts; checked and
 * recorded in one transaction, so taps arriving together buy once and never past the stock.
 */
function instantSeckill(call: CallRequest, context: GatewayContext): Answer {
  const userId = signedIn(call, context);
  if (typeof userId !== 'number') return userId;
  const found = componentOfKind(call, context, 'seckill');
  if ('failure' in found) return found.failure;
  const { component } = found;
  const phase = phaseOf(component, context);
  if (phase !== 'open') return fail(REFUSED[phase].code, REFUSED[phase].message);
  return context.db.transaction((): Answer => {
    if (boughtBy(context, userId, component))
      return fail(REFUSED.already.code, REFUSED.already.message);
    const { stock, productName, productImg } = productOf(component);
    if (soldCount(context, component) >= stock)
      return fail(REFUSED.soldOut.code, REFUSED.soldOut.message);
    const order = context.db
      .prepare('INSERT INTO seckill_orders (user_id, component_id, created_at) VALUES (?, ?, ?)')
      .run(userId, component.id, context.now());
    return ok({ orderId: Number(order.lastInsertRowid), productName, productImg });
  })();
}

/** The seckill's calls (docs/local-gateway.md, docs/campaign-mechanics.md). */
export const seckillRoutes: Route[] = [
  { name: 'activeSecKillGetProduct', handle: product },
  { name: 'activeSecKillGetInvitedUserNum', handle: invitedUserNum },
  { name: 'activeSecKillInstantSeckill', handle: instantSeckill },
];
