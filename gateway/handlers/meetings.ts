import type { GatewayContext } from '../context.ts';
import { chinaTime } from '../china-time.ts';
import { fail, ok, type Answer, type CallRequest } from '../answer.ts';
import { field, integerOf, isRecord, type JsonRecord } from '../json.ts';
import type { Route } from '../route.ts';

/** A seeded meeting (fixtures/gateway/conferences.json), whole. */
export function meetingById(context: GatewayContext, id: unknown): JsonRecord | undefined {
  const known = integerOf(id);
  if (known === undefined) return undefined;
  const row = context.db.prepare('SELECT body FROM meetings WHERE id = ?').get(known) as
    { body: string } | undefined;
  const meeting: unknown = row ? JSON.parse(row.body) : undefined;
  return isRecord(meeting) ? meeting : undefined;
}

/** How many visitors signed up for the meeting here. */
function storedSignUps(context: GatewayContext, meetingId: unknown): number {
  const row = context.db
    .prepare('SELECT COUNT(*) AS count FROM meeting_sign_ups WHERE meeting_id = ?')
    .get(integerOf(meetingId) ?? -1) as { count: number };
  return row.count;
}

const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A fixture time `[days from today, "HH:mm"]` as a moment: that day in China, at that clock time. */
function momentOf(context: GatewayContext, value: unknown): number | undefined {
  if (!Array.isArray(value)) return undefined;
  const days = integerOf(value[0]);
  const clock = /^(\d{1,2}):(\d{2})$/.exec(String(value[1] ?? ''));
  if (days === undefined || !clock) return undefined;
  const chinaMidnight = Math.floor((context.now() + CHINA_OFFSET_MS) / DAY_MS) * DAY_MS;
  const minutes = Number(clock[1]) * 60 + Number(clock[2]);
  return chinaMidnight + days * DAY_MS + minutes * 60_000 - CHINA_OFFSET_MS;
}

function timeOf(context: GatewayContext, value: unknown): string | undefined {
  const moment = momentOf(context, value);
  return moment === undefined ? undefined : chinaTime(moment);
}

/** How many have signed up: the fixture's count and the visitors' stored here. */
function taken(meeting: JsonRecord, context: GatewayContext): number {
  return (integerOf(meeting.signUpNum) ?? 0) + storedSignUps(context, meeting.id);
}

/** The meeting as `conferenceMeetingData/find` answers it: its times from today, the count with visitors'. */
export function meetingAnswer(meeting: JsonRecord, context: GatewayContext): JsonRecord {
  const {
    explanations: _explanations,
    meetingStart,
    meetingEnd,
    signUpOpens,
    signUpCloses,
    ...rest
  } = meeting;
  return {
    ...rest,
    meetingStartTime: timeOf(context, meetingStart),
    meetingEndTime: timeOf(context, meetingEnd),
    signUpStartTime: timeOf(context, signUpOpens),
    signUpEndTime: timeOf(context, signUpCloses),
    signUpNum: taken(meeting, context),
  };
}

/** An unknown meeting: code 404 with the id, as every unknown id here. */
export function unknownMeeting(id: unknown): Answer {
  return fail(404, `会议不存在: ${String(id ?? '')}`);
}

function find(call: CallRequest, context: GatewayContext): Answer {
  const meeting = meetingById(context, call.params.id);
  return meeting ? ok(meetingAnswer(meeting, context)) : unknownMeeting(call.params.id);
}

/** The meeting's explanations (`Mid`); `IsForManage=1` would add staff notes, of which there are none. */
function explanations(call: CallRequest, context: GatewayContext): Answer {
  const mid = call.query.get('Mid');
  if (!mid) return fail(400, '缺少参数 Mid');
  const meeting = meetingById(context, mid);
  if (!meeting) return unknownMeeting(mid);
  const list = field(meeting, 'explanations');
  return ok(Array.isArray(list) ? list : []);
}

/** The meeting page's reads: the meeting and its explanations. */
export const meetingRoutes: Route[] = [
  { name: 'conferenceMeetingDataFind', handle: find },
  { name: 'apiMeetingServiceGetMeetingExtendedExplainListBy', handle: explanations },
];
