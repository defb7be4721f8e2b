import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GatewayContext } from '../context.ts';
import { fail, ok, type Answer, type CallRequest } from '../answer.ts';
import { field, integerOf, isRecord, textOf, type JsonRecord } from '../json.ts';
import type { Route } from '../route.ts';
import { checkedMobile, codeMatches, sendCode, WRONG_CODE } from './login.ts';
import { meetingById, meetingStateNow, unknownMeeting, type MeetingState } from './meetings.ts';
import { currentUserId } from './users.ts';

/** Code 20210: the session identity is invalid (spec §9). */
const SESSION_INVALID = 20210;
/** Code 40901: this visitor has signed up for this meeting already (docs/conference.md). */
export const ALREADY_SIGNED_UP = 40901;
/** The code and message of a meeting that takes no sign-up now. */
const NOT_OPEN: Record<Exclude<MeetingState, 'open'>, [number, string]> = {
  upcoming: [40001, '报名尚未开始'],
  full: [40002, '报名名额已满'],
  closed: [40003, '报名已结束'],
};
/** docs/local-gateway.md: a picture of at least this many bytes "has a face"; a blank one compresses smaller. */
export const FACE_MIN_BYTES = 4096;

type Found<T> = { value: T } | { failure: Answer };

function visitor(call: CallRequest, context: GatewayContext): Found<number> {
  const userId = currentUserId(call, context);
  return userId === undefined
    ? { failure: fail(SESSION_INVALID, '登录已失效，请重新登录') }
    : { value: userId };
}

/** The meeting named by `key` in the body, open for sign-up now. */
function openMeeting(call: CallRequest, context: GatewayContext, key: string): Found<JsonRecord> {
  const id = field(call.body, key);
  const meeting = meetingById(context, id);
  if (!meeting) return { failure: unknownMeeting(id) };
  const state = meetingStateNow(meeting, context);
  if (state === 'open') return { value: meeting };
  const [code, message] = NOT_OPEN[state];
  return { failure: fail(code, message) };
}

/** conference/apply: the visitor's mobile proven by its SMS code, for an open meeting. */
function apply(call: CallRequest, context: GatewayContext): Answer {
  const user = visitor(call, context);
  if ('failure' in user) return user.failure;
  const meeting = openMeeting(call, context, 'mid');
  if ('failure' in meeting) return meeting.failure;
  const mobile = checkedMobile(field(call.body, 'mobile'));
  if (typeof mobile !== 'string') return mobile;
  if (!codeMatches(context, mobile, field(call.body, 'smsCode')))
    return fail(WRONG_CODE, '验证码错误');
  return ok({ mid: meeting.value.id, mobile });
}

/** The stored upload a picture address names (`uploads/…`, with or without `/storage/`). */
function uploadedBytes(context: GatewayContext, address: unknown): Buffer | undefined {
  const key = /(?:^|\/)(uploads\/[A-Za-z0-9._/-]+)$/.exec(textOf(address) ?? '')?.[1];
  if (key === undefined || key.includes('..')) return undefined;
  const known = context.db.prepare('SELECT 1 FROM uploads WHERE key = ?').get(key);
  return known ? readFileSync(join(context.dataDir, key)) : undefined;
}

/** baiduface/detect: the deterministic stand-in (docs/local-gateway.md): big enough means a face. */
function detect(call: CallRequest, context: GatewayContext): Answer {
  const user = visitor(call, context);
  if ('failure' in user) return user.failure;
  const bytes = uploadedBytes(context, field(call.body, 'imageUrl'));
  if (!bytes) return fail(400, '图片不存在，请重新上传');
  return ok({ faceNum: bytes.length >= FACE_MIN_BYTES ? 1 : 0 });
}

const MEETING_USER_FIELDS = [
  'Name',
  'Mobile',
  'Company',
  'ProvinceId',
  'CityId',
  'AreaId',
  'FaceUrl',
];

/** AddOrUpdateMeetingUser: the visitor's attendee record for the meeting, one per visitor and meeting. */
function saveMeetingUser(call: CallRequest, context: GatewayContext): Answer {
  const user = visitor(call, context);
  if ('failure' in user) return user.failure;
  const meeting = openMeeting(call, context, 'Mid');
  if ('failure' in meeting) return meeting.failure;
  const missing = MEETING_USER_FIELDS.find((name) => textOf(field(call.body, name)) === undefined);
  if (missing) return fail(400, `缺少 ${missing}`);
  const body = isRecord(call.body) ? call.body : {};
  context.db
    .prepare(
      `INSERT INTO meeting_users (user_id, meeting_id, body, updated_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (user_id, meeting_id) DO UPDATE SET body = excluded.body, updated_at = excluded.updated_at`,
    )
    .run(user.value, meeting.value.id, JSON.stringify(body), context.now());
  const row = context.db
    .prepare('SELECT id FROM meeting_users WHERE user_id = ? AND meeting_id = ?')
    .get(user.value, meeting.value.id) as { id: number };
  return ok({ MeetingUserId: row.id });
}

/**
 * conferenceSignUpData/save: one record per visitor and meeting. The same idempotency key answers
 * the record it stored (a retry, a double tap); another attempt answers code 40901.
 */
function save(call: CallRequest, context: GatewayContext): Answer {
  const user = visitor(call, context);
  if ('failure' in user) return user.failure;
  if (integerOf(field(call.body, 'userId')) !== user.value) return fail(403, '用户不一致');
  const key = textOf(field(call.body, 'idempotencyKey')) ?? textOf(call.headers['idempotency-key']);
  const meetingId = integerOf(field(call.body, 'mid'));
  const stored = context.db
    .prepare(
      'SELECT id, idempotency_key AS key FROM meeting_sign_ups WHERE user_id = ? AND meeting_id = ?',
    )
    .get(user.value, meetingId ?? -1) as { id: number; key: string | null } | undefined;
  if (stored) {
    return key !== undefined && stored.key === key
      ? ok({ id: stored.id })
      : fail(ALREADY_SIGNED_UP, '您已报名该会议');
  }
  const meeting = openMeeting(call, context, 'mid');
  if ('failure' in meeting) return meeting.failure;
  const meetingUser = context.db
    .prepare('SELECT 1 FROM meeting_users WHERE id = ? AND user_id = ? AND meeting_id = ?')
    .get(integerOf(field(call.body, 'meetingUserId')) ?? -1, user.value, meeting.value.id);
  if (!meetingUser) return fail(400, '请先填写报名信息');
  const result = context.db
    .prepare(
      `INSERT INTO meeting_sign_ups (user_id, meeting_id, meeting_user_id, idempotency_key, source, invitation_id, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      user.value,
      meeting.value.id,
      integerOf(field(call.body, 'meetingUserId')),
      key ?? null,
      textOf(field(call.body, 'registereSource')) ?? null,
      textOf(field(call.body, 'invitationId')) ?? null,
      context.now(),
    );
  return ok({ id: Number(result.lastInsertRowid) });
}

/** The meeting sign-up's calls: the code, its proof, the face check, the attendee, the record. */
export const meetingSignUpRoutes: Route[] = [
  { name: 'conferenceSendSms', handle: sendCode },
  { name: 'conferenceApply', handle: apply },
  { name: 'baidufaceDetect', handle: detect },
  { name: 'apiMeetingUserServiceAddOrUpdateMeetingUser', handle: saveMeetingUser },
  { name: 'conferenceSignUpDataSave', handle: save },
];
