import type { Infer } from './infer.ts';
import { address, id, integer, text } from './primitives.ts';

/**
 * A meeting as `conferenceMeetingData/find/{id}` answers it (assumed, docs/local-gateway.md): what
 * unicorn-meeting-signup shows, and the times and places its sign-up state follows from.
 */
export const meetingSchema = {
  type: 'object',
  required: ['id'],
  properties: {
    id: id('Meeting id (the page\'s "mid")'),
    meetingName: text('Meeting name, the page title'),
    coverImg: address('Cover picture, 750×400'),
    introduce: text('A few plain-text lines about the meeting'),
    meetingStartTime: text('When the meeting starts: yyyy-MM-dd HH:mm:ss, China time'),
    meetingEndTime: text('When the meeting ends: yyyy-MM-dd HH:mm:ss, China time'),
    signUpStartTime: text('When sign-up opens: yyyy-MM-dd HH:mm:ss, China time; absent: open now'),
    signUpEndTime: text(
      'When sign-up closes: yyyy-MM-dd HH:mm:ss, China time; absent: at the start',
    ),
    city: text('The city (a trailing 市 is not shown, R5.21)'),
    address: text('The venue'),
    latitude: { type: 'number', description: 'The venue on the map' },
    longitude: { type: 'number', description: 'The venue on the map' },
    quota: integer('How many may sign up; 0 or absent: no limit'),
    signUpNum: integer('How many have signed up'),
  },
} as const;

/** One explanation under a meeting (`GetMeetingExtendedExplainListBy`, PascalCase like that service). */
export const meetingExplanationSchema = {
  type: 'object',
  properties: {
    Id: id('Explanation id'),
    Title: text('Its heading'),
    Content: text('Its plain text; line breaks kept'),
  },
} as const;

/** The meeting's explanations in display order. */
export const meetingExplanationListSchema = {
  type: 'array',
  description: 'Explanations, in display order.',
  items: meetingExplanationSchema,
} as const;

export type Meeting = Infer<typeof meetingSchema>;
export type MeetingExplanation = Infer<typeof meetingExplanationSchema>;
