import type { Infer } from './infer.ts';
import { address, flag, id, integer, text } from './primitives.ts';

/**
 * `pageComponentConfig/getComponentById` (`{id, activeId}`): a campaign component, the page-component
 * call every mechanic loads first (assumed shape, docs/local-gateway.md).
 */
export const campaignComponentSchema = {
  type: 'object',
  description: 'A campaign component: what it is, its texts and its times.',
  properties: {
    id: id('Component id'),
    activeId: id('The activity it belongs to; sent as the activeId header on later calls'),
    kind: text(
      'prizeDraw, redBag, redRain, staffRedPacket, luckTag, tojoy, newYearGoods, happinessHealth, seckill, vote, projectSignUp or projectWitness',
    ),
    title: text('Title, the document title and the share title'),
    rules: text('The rules, plain text with line breaks'),
    coverImg: address('The head picture'),
    startTime: text('When it opens, yyyy-MM-dd HH:mm:ss China time'),
    endTime: text('When it closes, yyyy-MM-dd HH:mm:ss China time'),
    dailyTimes: integer('Chances per visitor and day'),
  },
  required: ['id', 'activeId', 'kind'],
} as const;

/** `activePrizeConfig/selectPrizePageList`: the activity's prizes (assumed). */
export const prizePageSchema = {
  type: 'object',
  description: 'The prizes of the draw, in order.',
  properties: {
    records: {
      type: 'array',
      description: 'The prizes',
      items: {
        type: 'object',
        description: 'One prize',
        properties: {
          id: id('Prize id'),
          prizeName: text('Prize name'),
          prizeImg: address('Prize picture'),
          stock: integer('How many are left'),
        },
        required: ['id'],
      },
    },
  },
  required: ['records'],
} as const;

/** `activePrizeConfig/isEnabled`: whether staff have switched the draw on (assumed). */
export const prizeEnabledSchema = {
  type: 'object',
  description: 'Whether the draw is switched on.',
  properties: { enabled: flag('1 on, 0 paused') },
  required: ['enabled'],
} as const;

/**
 * The visitor's chances today (assumed), the answer of every "times" call: the prize draw's
 * `pageComponentConfig/getUserPrizeTimes`, the red bag's `activeRedBag/getUserBagInfo`, the staff
 * red packet's `redPacket/times`, the Spring festival's `tojoy`, `newYearGoods`, `happinessHealth`
 * `/times`.
 */
export const prizeTimesSchema = {
  type: 'object',
  description: "The signed-in visitor's chances today.",
  properties: {
    times: integer('Chances left today'),
    used: integer('Draws made today'),
  },
  required: ['times'],
} as const;

/**
 * One draw's or open's outcome (assumed), the answer of every "open" call: the prize draw's
 * `pageComponentConfig/getWinnerPrize`, the red bags' `activeRedBag/open` and `/roomLiveOpen`, the
 * staff red packet's `redPacket/open`, the red rain's `activeRedRain/getPrize`, the Spring
 * festival's `luckTag/open/{id}` and `tojoy`, `newYearGoods`, `happinessHealth` `/open`.
 */
export const drawResultSchema = {
  type: 'object',
  description: 'The outcome of one draw or open.',
  properties: {
    win: flag('1 a prize, 0 none (谢谢参与)'),
    prizeWinfoId: id('The win record, for sharing it'),
    prizeName: text('The prize won'),
    prizeImg: address('Its picture'),
    times: integer('Chances left today after this draw'),
    used: integer('Draws made today, this one included'),
  },
  required: ['win'],
} as const;

/** `activePrizeWinfo/selectMyPrizePageList`: the visitor's prizes, newest first (assumed). */
export const myPrizePageSchema = {
  type: 'object',
  description: "The signed-in visitor's prizes.",
  properties: {
    records: {
      type: 'array',
      description: 'Prizes won',
      items: {
        type: 'object',
        description: 'One prize won',
        properties: {
          id: id('Win record id'),
          prizeName: text('Prize name'),
          prizeImg: address('Prize picture'),
          createTime: text('When, yyyy-MM-dd HH:mm:ss China time'),
        },
        required: ['id'],
      },
    },
  },
  required: ['records'],
} as const;

/** `activePrizeWinfo/queryDrawprizeList`: the latest winners, names masked (assumed). */
export const winnerListSchema = {
  type: 'array',
  description: 'The latest winners, newest first.',
  items: {
    type: 'object',
    description: 'One winner',
    properties: {
      userName: text('The masked name'),
      prizeName: text('The prize'),
      createTime: text('When, yyyy-MM-dd HH:mm:ss China time'),
    },
  },
} as const;

/** `activePrizeReserve/save` and `/isReserve/{activeId}`: whether the visitor reserved (assumed). */
export const reserveSchema = {
  type: 'object',
  description: 'Whether the visitor asked to be reminded.',
  properties: { isReserve: flag('1 reserved') },
  required: ['isReserve'],
} as const;

export type CampaignComponent = Infer<typeof campaignComponentSchema>;
export type Prize = Infer<typeof prizePageSchema>['records'][number];
export type Winner = Infer<typeof winnerListSchema>[number];
export type PrizeWon = Infer<typeof myPrizePageSchema>['records'][number];
export type OpenResult = Infer<typeof drawResultSchema>;
export type ChancesAnswer = Infer<typeof prizeTimesSchema>;
