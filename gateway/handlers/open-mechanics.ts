import type { EndpointName } from '../../api/endpoints.ts';
import type { GatewayContext } from '../context.ts';
import { fail, type Answer, type CallRequest } from '../answer.ts';
import { field, textOf } from '../json.ts';
import type { Route } from '../route.ts';
import { componentOfKind, signedIn } from './campaign-components.ts';
import { drawKeyOf, drawOnce, userTimes, type DrawRefusals } from './prize-draw.ts';

/** An open call: its name, the component kind it opens and what it answers when it cannot. */
interface OpenCall {
  name: EndpointName;
  kind: string;
  refusals: DrawRefusals;
  /** The live room's red bag: opened only in a live room (`roomLiveId`). */
  inLiveRoom?: true;
}

function refusals(what: string, already: string): DrawRefusals {
  return {
    paused: `${what}暂未开放`,
    notStarted: `${what}尚未开始`,
    ended: `${what}已结束`,
    already,
  };
}

const RED_BAG = refusals('红包', '今日红包已领取');

/**
 * Every "chances, then open once per chance" mechanic but the prize draw: red bags (in a page and
 * in a live room), the red rain, the staff red packet and the Spring festival's four. Each opens
 * like a draw (drawOnce: chances per user and China day, stock as seeded less what was opened).
 */
const OPEN_CALLS: readonly OpenCall[] = [
  { name: 'activeRedBagOpen', kind: 'redBag', refusals: RED_BAG },
  { name: 'activeRedBagRoomLiveOpen', kind: 'redBag', refusals: RED_BAG, inLiveRoom: true },
  {
    name: 'activeRedRainGetPrize',
    kind: 'redRain',
    refusals: refusals('红包雨', '您已参与过红包雨'),
  },
  {
    name: 'redPacketOpen',
    kind: 'staffRedPacket',
    refusals: refusals('员工红包', '您已领取过员工红包'),
  },
  { name: 'luckTagOpen', kind: 'luckTag', refusals: refusals('好运签', '今天已抽过好运签') },
  { name: 'tojoyOpen', kind: 'tojoy', refusals: refusals('天九福袋', '今日福袋已拆') },
  {
    name: 'newYearGoodsOpen',
    kind: 'newYearGoods',
    refusals: refusals('抢年货', '今日年货已领取'),
  },
  {
    name: 'happinessHealthOpen',
    kind: 'happinessHealth',
    refusals: refusals('幸福安康礼', '今日幸福安康礼已领取'),
  },
];

/** The "times" calls and the component kind whose chances each tells. */
const TIMES_CALLS: readonly { name: EndpointName; kind: string }[] = [
  { name: 'activeRedBagGetUserBagInfo', kind: 'redBag' },
  { name: 'redPacketTimes', kind: 'staffRedPacket' },
  { name: 'tojoyTimes', kind: 'tojoy' },
  { name: 'newYearGoodsTimes', kind: 'newYearGoods' },
  { name: 'happinessHealthTimes', kind: 'happinessHealth' },
];

function opener({ kind, refusals: refused, inLiveRoom }: OpenCall) {
  return (call: CallRequest, context: GatewayContext): Answer => {
    const userId = signedIn(call, context);
    if (typeof userId !== 'number') return userId;
    if (inLiveRoom && !textOf(field(call.body, 'roomLiveId')) && !call.query.get('roomLiveId'))
      return fail(400, '缺少直播间 roomLiveId');
    const found = componentOfKind(call, context, kind);
    return 'failure' in found
      ? found.failure
      : drawOnce(context, userId, found.component, refused, drawKeyOf(call));
  };
}

function timesOf(kind: string) {
  return (call: CallRequest, context: GatewayContext): Answer => {
    const found = componentOfKind(call, context, kind);
    return 'failure' in found ? found.failure : userTimes(call, context);
  };
}

/** The open mechanics' calls (docs/local-gateway.md, docs/campaign-mechanics.md). */
export const openMechanicRoutes: Route[] = [
  ...OPEN_CALLS.map((open) => ({ name: open.name, handle: opener(open) })),
  ...TIMES_CALLS.map(({ name, kind }) => ({ name, handle: timesOf(kind) })),
];
