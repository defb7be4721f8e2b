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

/** One area of the cascade (`GetAreaByFid`: Level 1 province, 2 city, 3 area). */
export const areaListSchema = {
  type: 'array',
  description: 'The areas under the one asked for, in display order.',
  items: {
    type: 'object',
    required: ['Id', 'Name'],
    properties: { Id: id('Area id, asked for with the next level'), Name: text('Area name') },
  },
} as const;

/** What the face check answers (`baiduface/detect`, assumed). */
export const faceDetectSchema = {
  type: 'object',
  required: ['faceNum'],
  properties: { faceNum: integer('How many faces the picture shows; 0: none') },
} as const;

/** What storing the meeting user answers (`AddOrUpdateMeetingUser`, assumed). */
export const meetingUserSchema = {
  type: 'object',
  required: ['MeetingUserId'],
  properties: { MeetingUserId: id('The meeting user, named by the sign-up') },
} as const;

/** What a stored sign-up answers (`conferenceSignUpData/save`, assumed). */
export const signUpSavedSchema = {
  type: 'object',
  required: ['id'],
  properties: { id: id('The sign-up record') },
} as const;

/** One of the visitor's sign-ups (`conferenceSignUpData/mySignUpDataPage`, assumed). */
export const mySignUpSchema = {
  type: 'object',
  properties: {
    id: id('The sign-up record'),
    mid: id('The meeting'),
    meetingName: text('Meeting name'),
    coverImg: address('Cover picture of the meeting'),
    meetingStartTime: text('When the meeting starts: yyyy-MM-dd HH:mm:ss, China time'),
    city: text('The city (a trailing 市 is not shown, R5.21)'),
    address: text('The venue'),
    signUpTime: text('When the visitor signed up: yyyy-MM-dd HH:mm:ss, China time'),
  },
} as const;

/** A page of the visitor's sign-ups, newest first (paged as the other lists). */
export const mySignUpPageSchema = {
  type: 'object',
  properties: {
    records: { type: 'array', items: mySignUpSchema, description: 'This page, newest first' },
    total: integer('How many sign-ups there are in all'),
    current: integer('The page answered, from 1'),
    size: integer('The page size answered'),
  },
} as const;

export type MeetingArea = Infer<typeof areaListSchema>[number];

export type MySignUp = Infer<typeof mySignUpSchema>;
