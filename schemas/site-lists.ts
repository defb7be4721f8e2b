import { listedArticleSchema } from './article-detail.ts';
import { integer } from './primitives.ts';
import { projectCardListSchema } from './project-card.ts';

/** The paging fields every list page answers with (assumed: as banner/select's pages). */
const paging = {
  total: integer('How many there are in all; the list ends when it has shown them'),
  current: integer('The page answered, from 1'),
  size: integer('The page size answered'),
} as const;

/** `activeProject/queryProjects`: a page of project cards (the mobile site's /project). */
export const projectPageSchema = {
  type: 'object',
  description: 'A page of the project list, as project cards in display order.',
  properties: { records: projectCardListSchema, ...paging },
} as const;

/** `article/page/list/h5/v1`: a page of articles, newest first (the mobile site's /news). */
export const articlePageSchema = {
  type: 'object',
  description: 'A page of the article list, newest first.',
  properties: {
    records: {
      type: 'array',
      description: 'Articles in display order',
      items: listedArticleSchema,
    },
    ...paging,
  },
} as const;
