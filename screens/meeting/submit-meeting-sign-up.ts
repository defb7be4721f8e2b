import type { AnswerOf, CheckedEndpoint } from '../../api/answer-types.ts';
import type { ApiCall } from '../../api/client.ts';
import type { CallOptions } from '../../api/types.ts';
import type { Auth } from '../../forms/login/auth.ts';
import type { Notify } from '../../forms/forms-root.ts';
import { AGREEMENT_REQUIRED, AGREEMENT_TOAST_MS, SERVER_ERROR } from '../../forms/messages.ts';
import type { IdempotencyKeys } from '../../forms/sign-up/idempotency.ts';
import { firstMessage } from '../../forms/validate-field.ts';
import { MEETING_REGISTER_SOURCE } from '../../actions/targets.ts';
import { SUCCESS_CODE } from '../../lib/wire.ts';
import { listValue, MEETING_FIELDS, textValue, type MeetingFormValues } from './sign-up-fields.ts';

/** The service's code for a visitor who signed up for this meeting already (docs/conference.md). */
export const ALREADY_SIGNED_UP_CODE = 40901;
/** What the visitor reads when no photo was picked. */
export const FACE_REQUIRED = '请上传人脸照片';

/** Everything a meeting sign-up talks to; the form services provide it, tests pass fakes. */
export interface MeetingSubmitDeps {
  api: { call: ApiCall };
  auth: Pick<Auth, 'user'>;
  ensureLogin(): Promise<boolean>;
  keys: IdempotencyKeys;
  notify: Notify;
}

/** One submission: the meeting, the input, the agreement, and the face photo's check. */
export interface MeetingSubmitInput {
  mid: string;
  /** The invitation the page was opened from (shown, for this meeting): saved once signed up. */
  invitationId?: string;
  values: MeetingFormValues;
  agreed: boolean;
  /** Whether a photo was picked (its check waits for the login). */
  hasFace: boolean;
  /** The checked photo's address, checking it now if needed; undefined: no face (already told). */
  checkedFace(): Promise<string | undefined>;
  /** Whether this visitor has signed up for the meeting already (asked after the login). */
  signedUp(): Promise<boolean>;
}

/** How a submission ended; on anything but `done` and `already` the input stays as it was. */
export type MeetingSubmitOutcome =
  'done' | 'already' | 'invalid' | 'agreement' | 'login' | 'face' | 'failed';

/** One call of the flow: its data, or its code once the service's message is shown (not for 40901). */
async function send<Name extends CheckedEndpoint>(
  deps: MeetingSubmitDeps,
  name: Name,
  options: CallOptions,
): Promise<{ ok: true; data: AnswerOf<Name> } | { ok: false; code: number }> {
  const answer = await deps.api.call(name, options);
  if (answer.code === SUCCESS_CODE) return { ok: true, data: answer.data };
  if (answer.code !== ALREADY_SIGNED_UP_CODE) deps.notify(answer.message || SERVER_ERROR);
  return { ok: false, code: answer.code };
}

function meetingUserBody(input: MeetingSubmitInput, faceUrl: string) {
  const names = listValue(input.values, 'area');
  const ids = listValue(input.values, 'areaIds');
  return {
    Mid: input.mid,
    Name: textValue(input.values, 'name'),
    Mobile: textValue(input.values, 'mobile'),
    Company: textValue(input.values, 'company'),
    Position: textValue(input.values, 'position'),
    ProvinceId: ids[0],
    ProvinceName: names[0],
    CityId: ids[1],
    CityName: names[1],
    AreaId: ids[2],
    AreaName: names[2],
    FaceUrl: faceUrl,
    RegistereSource: MEETING_REGISTER_SOURCE,
  };
}

/**
 * A meeting sign-up (docs/conference.md): the fields (first message shown), the photo, the agreement
 * (R5.08, the form has a code field), the login first (R6.02), nothing more when already signed up,
 * the face check, the code proven (`conference/apply`), the meeting user stored
 * (`AddOrUpdateMeetingUser`), then the record (`conferenceSignUpData/save` with the user id and the
 * attempt's idempotency key, so retries and double taps store one record), and, opened from an
 * invitation, the invitation saved. A code other than 1 shows the service's message (R8.01).
 */
export async function submitMeetingSignUp(
  deps: MeetingSubmitDeps,
  input: MeetingSubmitInput,
): Promise<MeetingSubmitOutcome> {
  const invalid =
    firstMessage(MEETING_FIELDS, input.values) ?? (input.hasFace ? undefined : FACE_REQUIRED);
  if (invalid) {
    deps.notify(invalid);
    return 'invalid';
  }
  if (!input.agreed) {
    deps.notify(AGREEMENT_REQUIRED, { duration: AGREEMENT_TOAST_MS });
    return 'agreement';
  }
  if (!(await deps.ensureLogin())) return 'login';
  const userId = deps.auth.user()?.id;
  if (userId === undefined) return 'login';
  try {
    // A record found after a save whose answer was lost (its key still kept) is that save's own:
    // the visitor is told it succeeded, not that they had signed up before.
    if (await input.signedUp()) {
      if (!deps.keys.unsettled({ mid: input.mid, userId })) return 'already';
      deps.keys.forget();
      return 'done';
    }
    const faceUrl = await input.checkedFace();
    if (faceUrl === undefined) return 'face';
    const mobile = textValue(input.values, 'mobile');
    const smsCode = textValue(input.values, 'smsCode');
    const applied = await send(deps, 'conferenceApply', {
      body: { mid: input.mid, mobile, smsCode },
    });
    if (!applied.ok) return 'failed';
    const meetingUser = await send(deps, 'apiMeetingUserServiceAddOrUpdateMeetingUser', {
      body: meetingUserBody(input, faceUrl),
    });
    if (!meetingUser.ok) return 'failed';
    const idempotencyKey = deps.keys.keyFor({ mid: input.mid, userId });
    const saved = await send(deps, 'conferenceSignUpDataSave', {
      body: {
        mid: input.mid,
        meetingUserId: meetingUser.data.MeetingUserId,
        userId,
        registereSource: MEETING_REGISTER_SOURCE,
        idempotencyKey,
        ...(input.invitationId ? { invitationId: input.invitationId } : {}),
      },
      headers: { 'Idempotency-Key': idempotencyKey },
    });
    if (!saved.ok) return saved.code === ALREADY_SIGNED_UP_CODE ? 'already' : 'failed';
    deps.keys.forget();
    if (input.invitationId !== undefined)
      await saveInvitation(deps, input.invitationId, input.mid, userId, saved.data.id);
  } catch {
    deps.notify(SERVER_ERROR);
    return 'failed';
  }
  return 'done';
}

/**
 * `conferenceInvitation/saveData` once the invited visitor is signed up (docs/conference.md): the
 * service keeps one record per invitation and visitor however often it is sent. The sign-up is
 * stored already (and names the invitation itself), so a failure here is not the visitor's to see.
 */
async function saveInvitation(
  deps: MeetingSubmitDeps,
  invitationId: string,
  mid: string,
  userId: string,
  signUpId: string,
): Promise<void> {
  try {
    await deps.api.call('conferenceInvitationSaveData', {
      body: { invitationId, mid, userId, signUpId },
    });
  } catch {
    // Left as it is: the record is the inviter's bookkeeping, the sign-up is done.
  }
}
