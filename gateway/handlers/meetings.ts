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

/** A meeting's sign-up state (docs/conference.md). */
export type MeetingState = 'upcoming' | 'open' | 'full' | 'closed';

/** Where a meeting's sign-up stands now; the client decides the same way (screens/meeting/meeting-state.ts). */
export function meetingStateNow(meeting: JsonRecord, context: GatewayContext): MeetingState {
  const now = context.now();
  const closes = momentOf(context, meeting.signUpCloses) ?? momentOf(context, meeting.meetingStart);
  if (closes !== undefined && now >= closes) return 'closed';
  const opens = momentOf(context, meeting.signUpOpens);
  if (opens !== undefined && now < opens) return 'upcoming';
  const quota = integerOf(meeting.quota) ?? 0;
  return quota > 0 && taken(meeting, context) >= quota ? 'full' : 'open';
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

/**
 * GetAreaByFid: the areas under `Id` at `Level` (1 province under the root region 100000, 2 city,
 * 3 area), from the region tree the sign-up forms use; none under an unknown id.
 */
function areas(call: CallRequest, context: GatewayContext): Answer {
  const parent = integerOf(call.query.get('Id'));
  const level = integerOf(call.query.get('Level'));
  if (parent === undefined || level === undefined || level < 1 || level > 3)
    return fail(400, '参数 Id 与 Level（1–3）不合法');
  const rows = context.db
    .prepare(
      'SELECT id AS Id, name AS Name FROM regions WHERE parent_id = ? AND level = ? ORDER BY sort',
    )
    .all(parent, level);
  return ok(rows);
}

/** The meeting page's reads: the meeting, its explanations, the area cascade. */
export const meetingRoutes: Route[] = [
  { name: 'apiMeetingUserServiceGetAreaByFid', handle: areas },
  { name: 'conferenceMeetingDataFind', handle: find },
  { name: 'apiMeetingServiceGetMeetingExtendedExplainListBy', handle: explanations },
];
