import { ALREADY_DRAWN_TEXT } from './draw-state.ts';
import type { OpenIds, OpenMechanic } from './mechanic.ts';

const inBody = ({ id, activeId }: OpenIds) => ({ body: { id, activeId } });

/** The prize draw as a mechanic: its chances, its draw and its words (R8.12 您已参与过抽奖). */
export const PRIZE_DRAW_MECHANIC: OpenMechanic = {
  times: (api, ids, signal) =>
    api.call('pageComponentConfigGetUserPrizeTimes', { ...inBody(ids), signal }),
  open: (api, ids) => api.call('pageComponentConfigGetWinnerPrize', inBody(ids)),
  words: {
    action: '立即抽奖',
    busy: '抽奖中…',
    already: ALREADY_DRAWN_TEXT,
    noChances: '暂无抽奖机会',
    paused: '抽奖暂未开放',
    won: '恭喜您中奖了',
    kept: '可在“我的奖品”中查看',
    lost: '谢谢参与，明天再来试试手气',
  },
};
