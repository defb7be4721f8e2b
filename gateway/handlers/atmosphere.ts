import type { GatewayContext } from '../context.ts';
import { chinaTime } from '../china-time.ts';
import { fail, ok, type Answer, type CallRequest } from '../answer.ts';
import { field, integerOf, isRecord, textOf } from '../json.ts';
import type { Route } from '../route.ts';
import { meetingById, unknownMeeting } from './meetings.ts';
import { tokenUserId } from './users.ts';

/** Lines answered unless the call asks for another count (at most 20). */
const LINES = 10;
/** What a visitor's own line says they did: they asked to be reminded of the meeting. */
const REMINDED = '预约了';

/** One line before masking: who (a name, or a mobile), what, which meeting, when. */
interface StoredLine {
  id: string;
  name: string | null;
  mobile: string | null;
  meetingId: number;
  action: string;
  at: number;
}

/**
 * A person as the atmosphere shows them: a name's first character and `**`, else a mobile's first
 * three and last four digits; never the whole of either.
 */
export function maskedName(name: string | null, mobile: string | null): string {
  const first = [...(name?.trim() ?? '')][0];
  if (first) return `${first}**`;
  const digits = mobile?.replace(/\D/g, '') ?? '';
  return digits.length >= 7 ? `${digits.slice(0, 3)}****${digits.slice(-4)}` : '匿名用户';
}

/** The name a visitor gave on their latest meeting sign-up form, if any. */
function visitorName(context: GatewayContext, userId: number): string | null {
  const row = context.db
    .prepare('SELECT body FROM meeting_users WHERE user_id = ? ORDER BY updated_at DESC LIMIT 1')
    .get(userId) as { body: string } | undefined;
  const body: unknown = row ? JSON.parse(row.body) : undefined;
  return (isRecord(body) ? textOf(body.Name) : undefined) ?? null;
}

function visitorLines(context: GatewayContext): StoredLine[] {
  const rows = context.db
    .prepare(
      `SELECT a.user_id AS userId, a.meeting_id AS meetingId, a.created_at AS at, u.mobile AS mobile
       FROM meeting_atmosphere AS a JOIN users AS u ON u.id = a.user_id`,
    )
    .all() as { userId: number; meetingId: number; at: number; mobile: string | null }[];
  return rows.map((row) => ({
    id: `v${row.userId}-${row.meetingId}`,
    name: visitorName(context, row.userId),
    mobile: row.mobile,
    meetingId: row.meetingId,
    action: REMINDED,
    at: row.at,
  }));
}

function seededLines(context: GatewayContext): StoredLine[] {
  const rows = context.db
    .prepare(
      'SELECT sort, user_name AS name, meeting_id AS meetingId, action, minutes_ago AS minutes FROM atmosphere_seeds',
    )
    .all() as { sort: number; name: string; meetingId: number; action: string; minutes: number }[];
  return rows.map((row) => ({
    id: `s${row.sort}`,
    name: row.name,
    mobile: null,
    meetingId: row.meetingId,
    action: row.action,
    at: context.now() - row.minutes * 60_000,
  }));
}

/** A line as the service answers it, or none when its meeting is not known. */
function answerLine(line: StoredLine, context: GatewayContext) {
  const meeting = meetingById(context, line.meetingId);
  if (!meeting) return [];
  return [
    {
      id: line.id,
      userName: maskedName(line.name, line.mobile),
      action: line.action,
      activityId: line.meetingId,
      activityName: textOf(meeting.meetingName) ?? '',
      createTime: chinaTime(line.at),
    },
  ];
}

/**
 * commonDict/queryAtmosphere: the newest lines first (the seeds, at minutes before now, and the
 * visitors' own), `pageSize` of them (default 10, at most 20), names masked.
 */
function query(call: CallRequest, context: GatewayContext): Answer {
  const size = Math.min(20, Math.max(1, integerOf(field(call.body, 'pageSize')) ?? LINES));
  const lines = [...visitorLines(context), ...seededLines(context)].sort((a, b) => b.at - a.at);
  return ok(lines.flatMap((line) => answerLine(line, context)).slice(0, size));
}

/**
 * conferenceActivity/atmosphere/add/{id} (login by token): the visitor's line for the meeting, one
 * per visitor and meeting (adding again brings it back to the top), answered as it is shown.
 */
function add(call: CallRequest, context: GatewayContext): Answer {
  const userId = tokenUserId(call, context);
  if (userId === undefined) return fail(20210, '登录已失效，请重新登录');
  const id = call.params['id'];
  const meetingId = integerOf(id);
  if (meetingId === undefined || !meetingById(context, meetingId)) return unknownMeeting(id);
  context.db
    .prepare(
      `INSERT INTO meeting_atmosphere VALUES (?, ?, ?)
       ON CONFLICT (user_id, meeting_id) DO UPDATE SET created_at = excluded.created_at`,
    )
    .run(userId, meetingId, context.now());
  const own = `v${userId}-${meetingId}`;
  const line = visitorLines(context).find((stored) => stored.id === own);
  return ok(line ? answerLine(line, context)[0] : null);
}

/** The conference list's atmosphere: its lines, and a visitor's own added. */
export const atmosphereRoutes: Route[] = [
  { name: 'commonDictQueryAtmosphere', handle: query },
  { name: 'conferenceActivityAtmosphereAdd', handle: add },
];
