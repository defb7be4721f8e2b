import { listedArticleSchema } from './article-detail.ts';
import type { Infer } from './infer.ts';
import { address, id, integer, text } from './primitives.ts';

/** `themes/detail/h5/id/v1` (`?id=`): a topic (spec §3). */
export const topicDetailSchema = {
  type: 'object',
  description: 'A topic (专题) as the special page shows it above its articles.',
  properties: {
    id: id('Topic id'),
    title: text('Title'),
    titleCustom: text('Title set by staff; wins over title'),
    introduceCustom: text('Introduction shown under the title'),
    coverImg: address('Cover picture, the head of the page and the share picture'),
    articleCount: integer('How many articles the topic holds (assumed)'),
  },
} as const;

/** `article/themes/h5/list/v1` (`?themesId=&pageIndex=&pageSize=`): a page of the topic's articles (assumed). */
export const topicArticlesSchema = {
  type: 'object',
  description: 'A page of the topic’s articles, in the topic’s order.',
  properties: {
    records: {
      type: 'array',
      description: 'The articles of this page',
      items: listedArticleSchema,
    },
    total: integer('How many articles the topic holds'),
  },
} as const;

export type TopicDetail = Infer<typeof topicDetailSchema>;
