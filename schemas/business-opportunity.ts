import type { Infer } from './infer.ts';
import { address, id, strings, text } from './primitives.ts';

/** A business opportunity as `commercialOpportunity/getDetailByid?id=<projectId>` answers it (assumed). */
export const businessOpportunitySchema = {
  type: 'object',
  properties: {
    id: id('Opportunity id (the project id)'),
    projectId: id('The project it belongs to; 查看项目 opens its unicorn-detail'),
    projectName: text('The project name'),
    title: text('Opportunity title'),
    summary: text('One-line summary'),
    coverImg: address('Cover picture'),
    industry: text('Industry'),
    city: text('Where (a trailing 市 is not shown, R5.21)'),
    publishTime: text('When it was published: yyyy-MM-dd HH:mm:ss, China time'),
    projectInvestmentMinDecimalFormat: text('Minimum cooperation amount, a decimal as text'),
    projectInvestmentMaxDecimalFormat: text('Maximum cooperation amount, a decimal as text'),
    projectInvestmentUnit: text('Unit of the amounts; default 万元 (R9.05)'),
    moneyTextBtn: text('The label before the amount; default 合作金额 (R9.05)'),
    marketTag: strings('Tags'),
    content: text('Rich text from the CMS; sanitized before it is shown'),
  },
} as const;

export type BusinessOpportunity = Infer<typeof businessOpportunitySchema>;
