import type { Infer } from '../infer.ts';
import { address, id, layout, text } from '../primitives.ts';

/** One business opportunity. */
export const businessSchema = {
  type: 'object',
  required: ['projectId'],
  properties: {
    projectId: id('Project behind the opportunity; tapping opens business-opportunity'),
    title: text('Title'),
    introduceCustom: text('Introduction set by staff'),
    coverImg: address('Cover picture'),
  },
} as const;

/** Module type 6: business opportunities in one of three layouts. */
export const businessModuleSchema = {
  type: 'object',
  required: ['list'],
  properties: {
    layout: layout(3, 'Card layout 1..3'),
    list: { type: 'array', items: businessSchema, description: 'The opportunities, in order' },
  },
} as const;

export type Business = Infer<typeof businessSchema>;
export type BusinessModuleConfig = Infer<typeof businessModuleSchema>;
