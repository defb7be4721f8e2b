import type { Infer } from '../infer.ts';
import { address, colour, id, layout, text } from '../primitives.ts';

/** One article card. */
export const articleSchema = {
  type: 'object',
  required: ['id'],
  properties: {
    id: id('Article id; tapping opens articledetails?articleId='),
    title: text('Article title'),
    titleCustom: text('Title set by staff; wins over title'),
    coverImg: address('Cover picture'),
    sectionList: {
      type: 'array',
      description: 'Sections (columns) the article belongs to',
      items: { type: 'object', properties: { name: text('Section name') } },
    },
    source: text('Publisher shown under the title'),
    summary: text('Short summary'),
    publishTime: text('Publish time, yyyy-mm-dd hh:mm:ss'),
  },
} as const;

/** Module type 3: a list of articles in one of four layouts. */
export const articleModuleSchema = {
  type: 'object',
  required: ['list'],
  properties: {
    layout: layout(4, 'Card layout 1..4'),
    titleColor: colour('Title colour'),
    summaryColor: colour('Summary colour'),
    list: { type: 'array', items: articleSchema, description: 'The articles, in order' },
  },
} as const;

export type Article = Infer<typeof articleSchema>;
export type ArticleModuleConfig = Infer<typeof articleModuleSchema>;
