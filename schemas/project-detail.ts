import type { Infer } from './infer.ts';
import { address, id, integer, strings, text } from './primitives.ts';

/** A project as `bosscloudProject/getByIdForH5/{id}` answers it (wire-format.md "The screens' main answers"). */
export const projectDetailSchema = {
  type: 'object',
  required: ['id'],
  properties: {
    id: id('Project id'),
    title: text('Project name'),
    introduce: text('One-line introduction'),
    coverImg: address('Cover picture of lists'),
    detailCoverUrl: address("The project page's cover; wins over coverImg"),
    intentionNumTotal: integer('How many owners registered an intention; shown compact (R5.17)'),
    projectInvestmentMinDecimalFormat: text('Minimum cooperation amount, a decimal as text'),
    projectInvestmentMaxDecimalFormat: text('Maximum cooperation amount, a decimal as text'),
    projectInvestmentUnit: text('Unit of the amounts; default 万元 (R9.05)'),
    moneyTextBtn: text('The label before the amount; default 合作金额 (R9.05)'),
    marketTag: strings('Tags'),
    content: text('Rich text from the CMS (assumed); sanitized before it is shown'),
  },
} as const;

export type ProjectDetail = Infer<typeof projectDetailSchema>;
