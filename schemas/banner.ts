import type { Infer } from './infer.ts';
import { address, id, integer, text } from './primitives.ts';

/** A banner of `banner/select` (spec §3 banner). */
export const bannerSchema = {
  type: 'object',
  description: 'One banner: its picture, and where a tap leads (a navigation target).',
  required: ['id'],
  properties: {
    id: id('Banner id, sent with BannerClick as Venues_id'),
    img: address('The picture'),
    title: text('Title, the picture’s text and BannerClick’s Venues_name'),
    jumpType: integer(
      '1 app, 2 h5, 3 mini-program (NAVIGATION_JUMP_TYPE); anything else opens nothing',
    ),
    jumpFlag: text('The app module key (jumpType 1)'),
    skipContent: text('The address, path or app parameters of the target'),
    appId: text('The mini-program app id (jumpType 3)'),
    wxmpId: text('The mini-program original id (gh_…)'),
  },
} as const;

/** `banner/select`: a page of banners (spec §7: data.records). */
export const bannerPageSchema = {
  type: 'object',
  description: 'A page of banners of one model (articleAppTop on article pages).',
  properties: {
    records: { type: 'array', description: 'The banners, in order', items: bannerSchema },
  },
} as const;

export type Banner = Infer<typeof bannerSchema>;
