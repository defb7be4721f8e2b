import type { Infer } from './infer.ts';
import { address, id, text } from './primitives.ts';

/** An activity's set of business opportunities as `activeCommercial/find/{activeId}` answers it (assumed). */
export const activeCommercialSchema = {
  type: 'object',
  properties: {
    id: id('The activity id'),
    title: text('The activity name'),
    coverImg: address("The activity's picture"),
    list: {
      type: 'array',
      description: "The activity's opportunities as the business module's cards (spec §3 Business)",
      items: {
        type: 'object',
        properties: {
          projectId: id('Opens business-opportunity with this project id'),
          title: text('Opportunity title'),
          introduceCustom: text('One-line introduction'),
          coverImg: address('Cover picture'),
        },
      },
    },
  },
} as const;

export type ActiveCommercial = Infer<typeof activeCommercialSchema>;
