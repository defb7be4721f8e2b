import type { GatewayContext } from '../context.ts';
import { fail, ok, type Answer, type CallRequest } from '../answer.ts';
import { field, integerOf, isRecord, textOf, type JsonRecord } from '../json.ts';
import type { Route } from '../route.ts';
import { cityName } from '../../lib/text.ts';
import { meetingAnswer, meetingStateNow, unknownMeeting, type MeetingState } from './meetings.ts';
import { currentUserId, tokenUserId } from './users.ts';

/** Meetings per page unless the call asks for another size (at most 50). */
const PAGE_SIZE = 10;

/** The sign-up states the list filters by, in the order the filter shows them. */
const STATES: readonly { value: MeetingState; label: string }[] = [
  { value: 'open', label: '报名中' },
  { value: 'upcoming', label: '报名未开始' },
  { value: 'full', label: '名额已满' },
  { value: 'closed', label: '报名已结束' },
];

function allMeetings(context: GatewayContext): JsonRecord[] {
  const rows = context.db.prepare('SELECT body FROM meetings ORDER BY sort').all() as {
    body: string;
  }[];
  return rows.map((row) => JSON.parse(row.body) as unknown).filter(isRecord);
}

function remindedIds(context: GatewayContext, userId: number | undefined): Set<number> {
  if (userId === undefined) return new Set();
  const rows = context.db
    .prepare('SELECT meeting_id AS id FROM meeting_reminders WHERE user_id = ?')
    .all(userId) as { id: number }[];
  return new Set(rows.map((row) => row.id));
}

/** conferenceActivity/filters/all: the cities the meetings are in (without 市) and the states. */
function filters(_call: CallRequest, context: GatewayContext): Answer {
  const cities = [...new Set(allMeetings(context).map((meeting) => cityName(textOf(meeting.city))))]
    .filter(Boolean)
    .map((city) => ({ value: city, label: city }));
  return ok({ cities, states: STATES });
}

/**
 * conferenceActivity/search: the meetings as `conferenceMeetingData/find` answers them, in the
 * fixture's order, a page at a time (`pageIndex` from 1, `pageSize`), filtered by `city` (without
 * 市) and `state`; `reminded: 1` lists only the caller's reminders (login). Each carries `isRemind`
 * for the caller (0 for a visitor). The caller is known by the session token only: a `userId`
 * header alone, which any call carries, does not tell whose reminders to answer.
 */
function search(call: CallRequest, context: GatewayContext): Answer {
  const userId = tokenUserId(call, context);
  const remindedOnly = integerOf(field(call.body, 'reminded')) === 1;
  if (remindedOnly && userId === undefined) return fail(20210, '登录已失效，请重新登录');
  const current = Math.max(1, integerOf(field(call.body, 'pageIndex')) ?? 1);
  const size = Math.min(50, Math.max(1, integerOf(field(call.body, 'pageSize')) ?? PAGE_SIZE));
  const city = cityName(textOf(field(call.body, 'city')));
  const state = textOf(field(call.body, 'state'));
  const reminded = remindedIds(context, userId);
  const matching = allMeetings(context).filter(
    (meeting) =>
      (!city || cityName(textOf(meeting.city)) === city) &&
      (!state || meetingStateNow(meeting, context) === state) &&
      (!remindedOnly || reminded.has(integerOf(meeting.id) ?? -1)),
  );
  const records = matching.slice((current - 1) * size, current * size).map((meeting) => ({
    ...meetingAnswer(meeting, context),
    isRemind: reminded.has(integerOf(meeting.id) ?? -1) ? 1 : 0,
  }));
  return ok({ records, total: matching.length, current, size });
}

/** conferenceActivity/dataBoard: how many meetings, cities, sign-ups and reminders there are. */
function dataBoard(_call: CallRequest, context: GatewayContext): Answer {
  const meetings = allMeetings(context).map((meeting) => meetingAnswer(meeting, context));
  const reminders = context.db.prepare('SELECT COUNT(*) AS count FROM meeting_reminders').get() as {
    count: number;
  };
  return ok({
    meetingNum: meetings.length,
    cityNum: new Set(meetings.map((meeting) => cityName(textOf(meeting.city)))).size,
    signUpNum: meetings.reduce((sum, meeting) => sum + (integerOf(meeting.signUpNum) ?? 0), 0),
    remindNum: reminders.count,
  });
}

/** The meeting a remind call names (`activityId`), or why there is none to remind of. */
function remindable(
  call: CallRequest,
  context: GatewayContext,
): { userId: number; meetingId: number; meeting: JsonRecord } | Answer {
  const userId = currentUserId(call, context);
  if (userId === undefined) return fail(20210, '登录已失效，请重新登录');
  const id = field(call.body, 'activityId');
  const meetingId = integerOf(id);
  if (meetingId === undefined) return fail(400, '缺少 activityId');
  const meeting = allMeetings(context).find((row) => integerOf(row.id) === meetingId);
  if (!meeting) return unknownMeeting(id);
  return { userId, meetingId, meeting };
}

/** conferenceActivityRemind/subscribeRemind (login): stored once per visitor and meeting; none once closed. */
function subscribe(call: CallRequest, context: GatewayContext): Answer {
  const found = remindable(call, context);
  if ('kind' in found) return found;
  if (meetingStateNow(found.meeting, context) === 'closed') return fail(40003, '报名已结束');
  context.db
    .prepare('INSERT OR IGNORE INTO meeting_reminders VALUES (?, ?, ?)')
    .run(found.userId, found.meetingId, context.now());
  return ok({ isRemind: 1 });
}

/** conferenceActivityRemind/cancelRemind (login): the reminder gone; cancelling none answers the same. */
function cancel(call: CallRequest, context: GatewayContext): Answer {
  const found = remindable(call, context);
  if ('kind' in found) return found;
  context.db
    .prepare('DELETE FROM meeting_reminders WHERE user_id = ? AND meeting_id = ?')
    .run(found.userId, found.meetingId);
  return ok({ isRemind: 0 });
}

/** The conference list's calls: filters, the search, the data board, reminders. */
export const conferenceActivityRoutes: Route[] = [
  { name: 'conferenceActivityFiltersAll', handle: filters },
  { name: 'conferenceActivitySearch', handle: search },
  { name: 'conferenceActivityDataBoard', handle: dataBoard },
  { name: 'conferenceActivityRemindSubscribeRemind', handle: subscribe },
  { name: 'conferenceActivityRemindCancelRemind', handle: cancel },
];
