import type { Infer } from './infer.ts';
import { address, id, integer, strings, text } from './primitives.ts';

/**
 * A project card of the 项目推荐 block (spec §3 "Project card"), as `suggestForProjectDetail` and
 * `bosscloudProject/queryListByProjectIds` answer it. A card without an id is left out by the block,
 * never the whole answer.
 */
export const projectCardSchema = {
  type: 'object',
  properties: {
    projectId: id('Project id; a tap opens unicorn-detail?projectId='),
    projectName: text('Project name'),
    projectDesc: text('One-line description'),
    projectInvestmentUnit: text('Unit of the amounts; default 万元 (R9.05)'),
    projectInvestmentMinDecimalFormat: text('Minimum cooperation amount, a decimal as text'),
    projectInvestmentMaxDecimalFormat: text('Maximum cooperation amount, a decimal as text'),
    moneyTextBtn: text('The label before the amount; default 合作金额 (R9.05)'),
    intentionNum: integer('How many owners registered an intention; shown compact (R5.17)'),
    marketTag: strings('Tags; at most 3 that fit the card are shown (R9.05)'),
    meetingIndexCoverUrl: address('Cover picture of the card; wins over detailCoverUrl'),
    detailCoverUrl: address("The project page's cover, used when the card has none"),
  },
} as const;

/** A list of project cards, in the order the server recommends them. */
export const projectCardListSchema = {
  type: 'array',
  description: 'Project cards in display order.',
  items: projectCardSchema,
} as const;

export type ProjectCardData = Infer<typeof projectCardSchema>;
