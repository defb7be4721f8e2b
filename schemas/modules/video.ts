import type { Infer } from '../infer.ts';
import { address, colour, text } from '../primitives.ts';

/** Module type 2: one video with a cover, title and description. */
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
  },
} as const;

export type VideoConfig = Infer<typeof videoSchema>;
