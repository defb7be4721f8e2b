import type { Infer } from '../infer.ts';
import { address, id, integer, layout, text } from '../primitives.ts';

/** One investment project card. */
export const projectSchema = {
  type: 'object',
  required: ['id'],
  properties: {
    id: id('Project id; tapping opens unicorn-detail?projectId='),
    title: text('Project name'),
    introduce: text('One-line introduction'),
    coverImg: address('Cover picture'),
    intentionNumTotal: integer('How many owners registered an intention; shown compact (万, 亿)'),
    projectInvestmentMinDecimalFormat: text('Minimum investment, a decimal as text'),
    projectInvestmentMaxDecimalFormat: text('Maximum investment, a decimal as text'),
    projectInvestmentUnit: text('Unit of the amounts; default 万元'),
    marketTag: { type: 'array', items: { type: 'string' }, description: 'Tags; at most 3 shown' },
  },
} as const;

/** Module type 5: project cards in one of four layouts. */
export const projectModuleSchema = {
  type: 'object',
  required: ['list'],
  properties: {
    layout: layout(4, 'Card layout 1..4'),
    list: { type: 'array', items: projectSchema, description: 'The projects, in order' },
  },
} as const;

export type Project = Infer<typeof projectSchema>;
export type ProjectModuleConfig = Infer<typeof projectModuleSchema>;
