import type { ApiCall } from '../../api/client.ts';
import { SUCCESS_CODE } from '../../lib/wire.ts';
import type { FormJsonMap } from '../../schemas/index.ts';
import { buildConsultPayload, type ConsultContext } from '../consult-payload.ts';
import type { FieldModel, FieldValue } from '../field-model.ts';
import type { Auth } from '../login/auth.ts';
import { AGREEMENT_REQUIRED, AGREEMENT_TOAST_MS, SERVER_ERROR } from '../messages.ts';
import { submittedValue } from '../consult-payload.ts';
import { firstMessage } from '../validate-field.ts';
import type { IdempotencyKeys } from './idempotency.ts';

/** Everything a submission talks to; the form services provide it, tests pass fakes. */
export interface SubmitDeps {
  api: { call: ApiCall };
  auth: Pick<Auth, 'user' | 'loginBySms'>;
  ensureLogin(): Promise<boolean>;
  keys: IdempotencyKeys;
  notify(message: string, options?: { duration?: number }): void;
}

/** One submission: the form as filled in, and the page around it. */
export interface SignUpInput {
  fields: readonly FieldModel[];
  values: Readonly<Record<string, FieldValue>>;
  jsonMap: FormJsonMap | undefined;
  context: ConsultContext;
  agreed: boolean;
}

/** How a submission ended; on anything but `done` the input stays as it was. */
export type SubmitOutcome = 'done' | 'invalid' | 'agreement' | 'login' | 'commit';

/** The stay-consult commit call of the sign-up form. */
export const COMMIT_ENDPOINT = 'newStayConsultNewCommitActivityStayConsult';

async function logIn(deps: SubmitDeps, input: SignUpInput): Promise<boolean> {
  const code = input.fields.find((field) => field.kind === 'smsCode');
  if (!code) return deps.ensureLogin();
  const mobile = submittedValue(input.values.mobile);
  if (deps.auth.user()?.mobile === mobile) return true;
  const outcome = await deps.auth.loginBySms(
    mobile,
    submittedValue(input.values[code.key]),
    input.context,
  );
  if (!outcome.ok) deps.notify(outcome.message);
  return outcome.ok;
}

/**
 * R4.03, R5.05–R5.08, R6.02: checks the fields (first message shown), the agreement when the form
 * has a code field (3 s toast), logs in (with the form's mobile and code, or through the login popup),
 * then commits the stay-consult with the attempt's idempotency key (body and Idempotency-Key header).
 * A code other than 1 shows the server message (R8.01).
 */
export async function submitSignUp(deps: SubmitDeps, input: SignUpInput): Promise<SubmitOutcome> {
  const invalid = firstMessage(input.fields, input.values);
  if (invalid) {
    deps.notify(invalid);
    return 'invalid';
  }
  if (input.fields.some((field) => field.kind === 'smsCode') && !input.agreed) {
    deps.notify(AGREEMENT_REQUIRED, { duration: AGREEMENT_TOAST_MS });
    return 'agreement';
  }
  if (!(await logIn(deps, input))) return 'login';
  const payload = buildConsultPayload(input.fields, input.values, input.jsonMap, input.context);
  const idempotencyKey = deps.keys.keyFor(payload);
  try {
    const answer = await deps.api.call(COMMIT_ENDPOINT, {
      body: { ...payload, idempotencyKey },
      headers: { 'Idempotency-Key': idempotencyKey },
    });
    if (answer.code !== SUCCESS_CODE) {
      deps.notify(answer.message || SERVER_ERROR);
      return 'commit';
    }
  } catch {
    deps.notify(SERVER_ERROR);
    return 'commit';
  }
  deps.keys.forget();
  return 'done';
}
