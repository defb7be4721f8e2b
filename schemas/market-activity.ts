import type { Infer } from './infer.ts';
import { address, id, text } from './primitives.ts';

/** One of a project's market activities (roadshows, meetings) as `getProjectMarketActive` answers it (assumed). */
export const marketActivitySchema = {
  type: 'object',
  properties: {
    id: id('Activity id'),
    title: text('Activity name'),
    coverImg: address('Cover picture'),
    startTime: text('When it starts: yyyy-MM-dd HH:mm:ss, China time'),
    city: text('Where it takes place (a trailing 市 is not shown, R5.21)'),
    pageId: id('The activity page it opens, when it has one'),
  },
} as const;

/** The project's market activities in display order. */
export const marketActivityListSchema = {
  type: 'array',
  description: 'Market activities, in display order.',
  items: marketActivitySchema,
} as const;

export type MarketActivity = Infer<typeof marketActivitySchema>;
