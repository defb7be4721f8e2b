import type { Infer } from '../infer.ts';
import { address, text } from '../primitives.ts';

/** Module type 10: one audio track. An empty source is shown as a clear state. */
export const audioSchema = {
  type: 'object',
  properties: {
    radioUrl: address('The audio file'),
    coverImg: address('Cover picture'),
    title: text('Title'),
  },
} as const;

export type AudioConfig = Infer<typeof audioSchema>;
