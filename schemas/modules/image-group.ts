import type { Infer } from '../infer.ts';
import { address, id, integer, text } from '../primitives.ts';

/** One picture of an image group and what tapping it does (spec §3 image module, §4 jump types). */
export const picSchema = {
  type: 'object',
  required: ['imgUrl'],
  properties: {
    imgUrl: address('The picture'),
    jumpType: integer(
      '0 nothing, 2 link, 3 mini-program, 5 product, 6 tracked action, 7 meeting sign-up',
    ),
    jumpLinkType: integer(
      '1: open the activity page whose id is skipContent; otherwise linkUrl is the address',
    ),
    linkUrl: text('Link address, or the mini-program page path for jumpType 3'),
    skipContent: text('Activity page id for jumpLinkType 1; event name for a tracked action'),
    appId: text('Mini-program app id (jumpType 3)'),
    protoId: text('Mini-program original id, gh_… (jumpType 3)'),
    productId: id('Product to open (jumpType 5)'),
    productJumpType: {
      type: 'object',
      description: 'Where the product lives',
      properties: { platformId: id('Platform of the product') },
    },
    meetingId: id('Meeting to sign up for (jumpType 7)'),
  },
} as const;

/** Module type 1: a row of pictures, full width or side by side. */
export const imageGroupSchema = {
  type: 'object',
  required: ['pics'],
  properties: {
    picWidth: integer(
      'Width of each picture on the 750 design width: 750 full width, less side by side',
    ),
    stayConsult: integer(
      '0 off; 1 or 2: a tap requires login and records a stay-consult before the jump',
    ),
    pics: { type: 'array', items: picSchema, description: 'The pictures, in order' },
  },
} as const;

export type Pic = Infer<typeof picSchema>;
export type ImageGroupConfig = Infer<typeof imageGroupSchema>;
