import type { GatewayContext } from '../context.ts';
import { fail, ok, type Answer, type CallRequest } from '../answer.ts';
import { field, integerOf, isRecord, type JsonRecord } from '../json.ts';
import type { Route } from '../route.ts';
import { currentUserId } from './users.ts';

/** A seeded invitation (fixtures/gateway/conferences.json "invitations"), whole. */
function invitationById(context: GatewayContext, id: unknown): JsonRecord | undefined {
  const known = integerOf(id);
  if (known === undefined) return undefined;
  const row = context.db.prepare('SELECT body FROM meeting_invitations WHERE id = ?').get(known) as
    { body: string } | undefined;
  const invitation: unknown = row ? JSON.parse(row.body) : undefined;
  return isRecord(invitation) ? invitation : undefined;
}

function unknownInvitation(id: unknown): Answer {
  return fail(404, `邀请不存在: ${String(id ?? '')}`);
}

/** conferenceInvitation/getInvitationInfoById/{id}: who invites to which meeting, without the projects. */
function info(call: CallRequest, context: GatewayContext): Answer {
  const invitation = invitationById(context, call.params.id);
  if (!invitation) return unknownInvitation(call.params.id);
  const { projects: _projects, ...shown } = invitation;
  return ok(shown);
}

/** conferenceInvitation/selectInvitationProjectList/{id}: the projects the invitation brings, in order. */
function projects(call: CallRequest, context: GatewayContext): Answer {
  const invitation = invitationById(context, call.params.id);
  if (!invitation) return unknownInvitation(call.params.id);
  const list = field(invitation, 'projects');
  return ok(Array.isArray(list) ? list : []);
}

/**
 * conferenceInvitation/saveData (login): the invited visitor signed up through the invitation. One
 * record per invitation and visitor, in one statement: sent again (a retry, a second tab) it
 * answers the record stored first. Only a visitor signed up for the invitation's meeting has one.
 */
function save(call: CallRequest, context: GatewayContext): Answer {
  const userId = currentUserId(call, context);
  if (userId === undefined) return fail(20210, '登录已失效，请重新登录');
  const id = field(call.body, 'invitationId');
  const invitation = invitationById(context, id);
  if (!invitation) return unknownInvitation(id);
  const mid = integerOf(invitation.mid);
  if (integerOf(field(call.body, 'mid')) !== mid) return fail(400, '邀请与会议不符');
  const signUp = context.db
    .prepare('SELECT id FROM meeting_sign_ups WHERE user_id = ? AND meeting_id = ?')
    .get(userId, mid ?? -1) as { id: number } | undefined;
  if (!signUp) return fail(400, '请先报名会议');
  context.db
    .prepare(
      `INSERT INTO invitation_records (invitation_id, user_id, sign_up_id, created_at)
       VALUES (?, ?, ?, ?) ON CONFLICT (invitation_id, user_id) DO NOTHING`,
    )
    .run(integerOf(id), userId, signUp.id, context.now());
  const stored = context.db
    .prepare('SELECT id FROM invitation_records WHERE invitation_id = ? AND user_id = ?')
    .get(integerOf(id), userId) as { id: number };
  return ok({ id: stored.id });
}

/** The invitation's calls: what it says, its projects, and the record of a visitor it brought. */
export const invitationRoutes: Route[] = [
  { name: 'conferenceInvitationGetInvitationInfoById', handle: info },
  { name: 'conferenceInvitationSelectInvitationProjectList', handle: projects },
  { name: 'conferenceInvitationSaveData', handle: save },
];
