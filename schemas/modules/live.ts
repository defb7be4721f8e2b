import type { Infer } from '../infer.ts';
import { address, id, integer, text } from '../primitives.ts';

/** One live room as published in the CMS; status and times are asked for after render. */
export const liveEntrySchema = {
  type: 'object',
  properties: {
    id: id('Entry id'),
    title: text('Live title'),
    titleCustom: text('Title set by staff; wins over title'),
    label: text('Label shown on the cover (e.g. 直播中)'),
    coverImg: address('Cover picture'),
    roomLiveId: id('Live room to ask roomLive/detail about'),
  },
} as const;

/** Module type 7: live rooms. */
export const liveModuleSchema = {
  type: 'object',
  required: ['list'],
  properties: {
    layout: integer('Card layout'),
    list: { type: 'array', items: liveEntrySchema, description: 'The live rooms, in order' },
  },
} as const;

/** The live item answered by roomLive/detail (spec §3 live item). */
export const liveItemSchema = {
  type: 'object',
  properties: {
    roomLiveId: id('Live room id'),
    title: text('Live title'),
    startTime: text('Start time, yyyy-mm-dd hh:mm:ss'),
    coverOne: address('Current cover'),
    status: integer(
      '1 preview, 2/3 live, 4 ended; 5 replay and 6 ended without replay are read too',
    ),
    isReplay: integer('1 when a replay exists'),
    projectList: {
      type: 'array',
      description: 'Projects shown in this live',
      items: {
        type: 'object',
        properties: { projectId: id('Project id'), projectName: text('Project name') },
      },
    },
  },
} as const;

export type LiveEntry = Infer<typeof liveEntrySchema>;
export type LiveModuleConfig = Infer<typeof liveModuleSchema>;
export type LiveItem = Infer<typeof liveItemSchema>;
