import type { Infer } from './infer.ts';
import { meetingSchema } from './meeting.ts';
import { flag, id, integer, text } from './primitives.ts';

const option = {
  type: 'object',
  required: ['value'],
  properties: {
    value: text('What the search is sent'),
    label: text('What the filter shows'),
  },
} as const;

/** The conference list's filters (`conferenceActivity/filters/all`, assumed): cities and states. */
export const conferenceFiltersSchema = {
  type: 'object',
  properties: {
    cities: { type: 'array', items: option, description: 'Cities, without 市 (R5.21)' },
    states: {
      type: 'array',
      items: option,
      description: 'Sign-up states: open, upcoming, full, closed',
    },
  },
} as const;

/** A page of meetings (`conferenceActivity/search`, assumed): each as the meeting call answers it. */
export const conferencePageSchema = {
  type: 'object',
  properties: {
    records: {
      type: 'array',
      description: 'This page, in the service order',
      items: {
        ...meetingSchema,
        properties: {
          ...meetingSchema.properties,
          isRemind: flag('1 when the caller asked to be reminded of it'),
        },
      },
    },
    total: integer('How many meetings match in all'),
  },
} as const;

/** The list's data board (`conferenceActivity/dataBoard`, assumed). */
export const conferenceDataBoardSchema = {
  type: 'object',
  properties: {
    meetingNum: integer('How many meetings'),
    cityNum: integer('In how many cities'),
    signUpNum: integer('How many sign-ups in all'),
    remindNum: integer('How many reminders are set'),
  },
} as const;

/** What a reminder call answers (`subscribeRemind`, `cancelRemind`, assumed). */
export const remindSchema = {
  type: 'object',
  properties: { isRemind: flag('1: the caller is reminded now; 0: not') },
} as const;

/** A line of the list's atmosphere (assumed): who did what for which meeting, and when. */
export const atmosphereLineSchema = {
  type: 'object',
  properties: {
    id: id('The line'),
    userName: text(
      "Who, masked by the service: a name's first character and **, or a masked mobile",
    ),
    action: text('What they did, e.g. 预约了 (a reminder) or 报名了 (a sign-up)'),
    activityId: id('The meeting'),
    activityName: text("The meeting's name"),
    createTime: text('When, yyyy-MM-dd HH:mm:ss in China time'),
  },
} as const;

/** `commonDict/queryAtmosphere` (assumed): the newest lines first. */
export const atmosphereListSchema = {
  type: 'array',
  description: 'The newest first',
  items: atmosphereLineSchema,
} as const;

export type ConferenceFilters = Infer<typeof conferenceFiltersSchema>;
export type ListedMeeting = NonNullable<Infer<typeof conferencePageSchema>['records']>[number];
export type ConferenceDataBoard = Infer<typeof conferenceDataBoardSchema>;
export type AtmosphereLineAnswer = Infer<typeof atmosphereLineSchema>;
