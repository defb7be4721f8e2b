import type { Infer } from './infer.ts';
import { address, id, integer, text } from './primitives.ts';

/**
 * `video/detail/h5/v1` (spec §7; the shape is assumed, docs/local-gateway.md): one short video, the
 * video player config of spec §3 as the answer gives it (source, cover, width, height).
 */
export const shortVideoSchema = {
  type: 'object',
  description: 'A short video as shortvideo.html shows it.',
  properties: {
    videoId: id('The video id'),
    title: text('Title shown under the player and as the page title'),
    description: text('A line or two about the video'),
    videoUrl: address('The video: a file or an HLS playlist (.m3u8); empty once taken down'),
    coverImg: address('The cover shown with a play icon until played (R4.05)'),
    width: integer('Width of the video in pixels, for its frame'),
    height: integer('Height of the video in pixels, for its frame'),
    publishTime: text('When published, yyyy-mm-dd hh:mm:ss (China time)'),
  },
} as const;

/** A short video. */
export type ShortVideo = Infer<typeof shortVideoSchema>;
