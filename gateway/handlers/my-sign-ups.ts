import type { GatewayContext } from '../context.ts';
import { fail, ok, type Answer, type CallRequest } from '../answer.ts';
import { field, integerOf, type JsonRecord } from '../json.ts';
import { chinaTime } from '../china-time.ts';
import type { Route } from '../route.ts';
import { meetingAnswer, meetingById } from './meetings.ts';
import { currentUserId } from './users.ts';

/** Sign-ups per page unless the call asks for another size (at most 50). */
const PAGE_SIZE = 10;

interface SignUpRow {
  id: number;
  meetingId: number;
  createdAt: number;
}

function listed(row: SignUpRow, meeting: JsonRecord | undefined, context: GatewayContext) {
  const shown = meeting ? meetingAnswer(meeting, context) : {};
  return {
    id: row.id,
    mid: row.meetingId,
    meetingName: shown.meetingName,
    coverImg: shown.coverImg,
    meetingStartTime: shown.meetingStartTime,
    city: shown.city,
    address: shown.address,
    signUpTime: chinaTime(row.createdAt),
  };
}

/**
 * conferenceSignUpData/mySignUpDataPage: the visitor's sign-ups, newest first, a page at a time
 * (`pageIndex` from 1, `pageSize`), only those of one meeting when `mid` is given.
 */
function mySignUps(call: CallRequest, context: GatewayContext): Answer {
  const userId = currentUserId(call, context);
  if (userId === undefined) return fail(20210, '登录已失效，请重新登录');
  const current = Math.max(1, integerOf(field(call.body, 'pageIndex')) ?? 1);
  const size = Math.min(50, Math.max(1, integerOf(field(call.body, 'pageSize')) ?? PAGE_SIZE));
  const mid = integerOf(field(call.body, 'mid'));
  const rows = context.db
    .prepare(
      `SELECT id, meeting_id AS meetingId, created_at AS createdAt FROM meeting_sign_ups
       WHERE user_id = ? AND (? IS NULL OR meeting_id = ?) ORDER BY created_at DESC, id DESC`,
    )
    .all(userId, mid ?? null, mid ?? null) as SignUpRow[];
  const records = rows
    .slice((current - 1) * size, current * size)
    .map((row) => listed(row, meetingById(context, row.meetingId), context));
  return ok({ records, total: rows.length, current, size });
}

/** The visitor's own conference lists. */
export const mySignUpRoutes: Route[] = [
  { name: 'conferenceSignUpDataMySignUpDataPage', handle: mySignUps },
];
