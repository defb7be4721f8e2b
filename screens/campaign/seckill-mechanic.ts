import type { Envelope } from '../../lib/wire.ts';
import { SUCCESS_CODE } from '../../lib/wire.ts';
import type { OpenResult } from '../../schemas/campaign.ts';
import type { OpenIds, OpenMechanic } from './mechanic.ts';

/** The gateway's code for a purchase past the stock (assumed, docs/local-gateway.md). */
export const SOLD_OUT_CODE = 40014;

const inQuery = ({ id, activeId }: OpenIds) => ({ query: { id, activeId } });

/**
 * The seckill as a mechanic (one chance per visitor, not per day): its chances are whether the
 * visitor bought (`activeSecKill/getInvitedUserNum`), its open the purchase
 * (`activeSecKill/instantSeckill`): an order is a prize won, stock gone (40014) nothing and no
 * chance left, so the button says 已抢光.
 */
export const SECKILL_MECHANIC: OpenMechanic = {
  times: async (api, ids, signal) => {
    const answer = await api.call('activeSecKillGetInvitedUserNum', { ...inQuery(ids), signal });
    const bought = answer.code === SUCCESS_CODE && answer.data.bought === 1;
    return { ...answer, data: { times: bought ? 0 : 1, used: bought ? 1 : 0 } };
  },
  open: async (api, ids): Promise<Envelope<OpenResult>> => {
    const answer = await api.call('activeSecKillInstantSeckill', inQuery(ids));
    if (answer.code === SOLD_OUT_CODE)
      return { code: SUCCESS_CODE, data: { win: 0, times: 0, used: 0 } };
    if (answer.code !== SUCCESS_CODE) return { ...answer, data: { win: 0 } };
    const { orderId, productName, productImg } = answer.data;
    return {
      code: SUCCESS_CODE,
      data: {
        win: 1,
        prizeWinfoId: orderId,
        prizeName: productName ?? '',
        ...(productImg ? { prizeImg: productImg } : {}),
        times: 0,
        used: 1,
      },
    };
  },
  words: {
    action: '立即抢购',
    busy: '抢购中…',
    already: '您已抢购过该商品',
    noChances: '已抢光',
    paused: '秒杀暂未开放',
    won: '抢购成功',
    kept: '请在“我的订单”中查看',
    lost: '手慢了，商品已被抢光',
    lostTitle: '很遗憾，未抢到',
    alreadyNote: '每人限购 1 件，去看看其他活动吧',
  },
};
