import type { Infer } from '../infer.ts';
import { address, id, text } from '../primitives.ts';

/** One article topic (a themed collection). */
export const topicSchema = {
  type: 'object',
  required: ['id'],
  properties: {
    id: id('Topic id'),
    title: text('Topic title'),
    titleCustom: text('Title set by staff; wins over title'),
    introduceCustom: text('Introduction set by staff'),
    coverImg: address('Cover picture'),
  },
} as const;

/** Module type 4: article topics. */
export const articleTopicModuleSchema = {
  type: 'object',
  required: ['list'],
  properties: { list: { type: 'array', items: topicSchema, description: 'The topics, in order' } },
} as const;

export type Topic = Infer<typeof topicSchema>;
export type ArticleTopicModuleConfig = Infer<typeof articleTopicModuleSchema>;
