import type { ComponentKind } from './load-component.ts';
import type { OpenIds, OpenMechanic, OpenWords } from './mechanic.ts';

/**
 * The mechanics that are "chances, then open once per chance" (docs/campaign-mechanics.md) but the
 * prize draw, which has a page of its own (prize-draw-mechanic.ts): the campaign page's.
 */
export const OPEN_PAGE_KINDS = [
  'redBag',
  'redRain',
  'staffRedPacket',
  'luckTag',
  'tojoy',
  'newYearGoods',
  'happinessHealth',
] as const satisfies readonly ComponentKind[];

const inQuery = ({ id, activeId }: OpenIds) => ({ query: { id, activeId } });

/** A red bag's words; the live room's is the same bag. */
const RED_BAG_WORDS: OpenWords = {
  action: '拆红包',
  busy: '拆红包中…',
  already: '今日红包已领取',
  noChances: '暂无红包可拆',
  paused: '红包暂未开放',
  won: '恭喜您获得红包',
  kept: '已发放至“我的钱包”',
  lost: '红包已被抢完，明天早点来',
};

/** The words of a Spring festival gift (its name in each sentence). */
function festivalWords(action: string, busy: string, already: string): OpenWords {
  return {
    action,
    busy,
    already,
    noChances: '今日暂无机会',
    paused: '活动暂未开放',
    won: '恭喜您获得',
    kept: '可在“我的奖品”中查看',
    lost: '礼品已领完，明天再来吧',
  };
}

/** The campaign page's table of mechanics: a new one is a row. */
export const OPEN_MECHANICS: Record<(typeof OPEN_PAGE_KINDS)[number], OpenMechanic> = {
  redBag: {
    times: (api, ids, signal) =>
      api.call('activeRedBagGetUserBagInfo', { ...inQuery(ids), signal }),
    open: (api, ids) =>
      ids.roomLiveId === undefined
        ? api.call('activeRedBagOpen', inQuery(ids))
        : api.call('activeRedBagRoomLiveOpen', {
            query: { ...inQuery(ids).query, roomLiveId: ids.roomLiveId },
          }),
    words: RED_BAG_WORDS,
  },
  redRain: {
    open: (api, ids) => api.call('activeRedRainGetPrize', inQuery(ids)),
    words: {
      ...RED_BAG_WORDS,
      action: '开抢红包雨',
      busy: '抢红包中…',
      already: '您已参与过红包雨',
    },
  },
  staffRedPacket: {
    times: (api, ids, signal) => api.call('redPacketTimes', { ...inQuery(ids), signal }),
    open: (api, ids) => api.call('redPacketOpen', inQuery(ids)),
    words: {
      ...RED_BAG_WORDS,
      action: '领取员工红包',
      busy: '领取中…',
      already: '您已领取过员工红包',
      noChances: '暂无可领的红包',
    },
  },
  luckTag: {
    open: (api, ids) => api.call('luckTagOpen', { params: { id: ids.activeId }, ...inQuery(ids) }),
    words: festivalWords('抽好运签', '抽签中…', '今天已抽过好运签'),
  },
  tojoy: {
    times: (api, ids, signal) => api.call('tojoyTimes', { ...inQuery(ids), signal }),
    open: (api, ids) => api.call('tojoyOpen', inQuery(ids)),
    words: festivalWords('拆天九福袋', '拆福袋中…', '今日福袋已拆'),
  },
  newYearGoods: {
    times: (api, ids, signal) => api.call('newYearGoodsTimes', { ...inQuery(ids), signal }),
    open: (api, ids) => api.call('newYearGoodsOpen', inQuery(ids)),
    words: festivalWords('抢年货', '抢年货中…', '今日年货已领取'),
  },
  happinessHealth: {
    times: (api, ids, signal) => api.call('happinessHealthTimes', { ...inQuery(ids), signal }),
    open: (api, ids) => api.call('happinessHealthOpen', inQuery(ids)),
    words: festivalWords('领幸福安康礼', '领取中…', '今日幸福安康礼已领取'),
  },
};
