import type { Infer } from '../infer.ts';
import { address, colour, flag, integer, text } from '../primitives.ts';

/**
 * Module type 2: one video with a cover, title and description, and the video player config of
 * spec §3 (width, height, autoplay, isLive, controlBarVisibility; their wire types are assumed,
 * docs/local-gateway.md).
 */
export const videoSchema = {
  type: 'object',
  required: ['videoUrl'],
  properties: {
    videoUrl: address('The video file or stream (m3u8)'),
    coverImg: address('Cover shown with a play icon until played'),
    title: text('Title under the video'),
    description: text('Description under the title'),
    titleColor: colour('Title colour'),
    descriptionColor: colour('Description colour'),
    width: integer(
      'Width of the video in pixels: with the height, the shape of its frame (16:9 without)',
    ),
    height: integer('Height of the video in pixels: with the width, the shape of its frame'),
    autoplay: flag('1: starts by itself once the page shows (muted, except in WeChat)'),
    isLive: flag('1: a live stream, played without a seek bar'),
    controlBarVisibility: flag('0: the player shows no control bar (1 or absent: it does)'),
  },
} as const;

export type VideoConfig = Infer<typeof videoSchema>;
