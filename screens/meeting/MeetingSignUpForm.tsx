import { useCallback, useId, useState } from 'react';
import { FieldControl } from '../../forms/fields/FieldControl.tsx';
import { FieldRow } from '../../forms/fields/FieldRow.tsx';
import { useFormServices } from '../../forms/form-services.tsx';
import { ACTIVITY_MOBILE } from '../../forms/rules.ts';
import { requestCode } from '../../forms/send-code/request-code.ts';
import { SendCodeButton } from '../../forms/send-code/SendCodeButton.tsx';
import { useSendCode } from '../../forms/send-code/use-send-code.ts';
import { FormBody } from '../../registry/sign-up-form/FormBody.tsx';
import { AreaPicker } from './AreaPicker.tsx';
import { FacePicker } from './FacePicker.tsx';
import { MEETING_FIELDS, textValue } from './sign-up-fields.ts';

/** The conference code's countdown, apart from the login code's (a login in between needs its own). */
const CONFERENCE_CODE_SENT_KEY = 'bc.conferenceCode.sentAt';
import type { MeetingSignUpState } from './use-meeting-sign-up.ts';
import '../../registry/sign-up-form/SignUpForm.css';

/**
 * The meeting user's form (docs/conference.md): name, mobile with its code (conference/sendSms,
 * R4.02's 60 s countdown and the captcha), company, position, the area cascade, the face photo, the
 * agreement (R5.08) and 提交 (已提交 while sending, R4.03).
 */
export function MeetingSignUpForm({ signUp }: { signUp: MeetingSignUpState }) {
  const services = useFormServices();
  const id = useId();
  const [picking, setPicking] = useState(false);
  const mobile = textValue(signUp.values, 'mobile');
  const request = useCallback(
    () => requestCode(services, mobile, ACTIVITY_MOBILE, 'conferenceSendSms'),
    [services, mobile],
  );
  const sendCode = useSendCode(services.storage.local, request, { key: CONFERENCE_CODE_SENT_KEY });
  const { change } = signUp;
  const pickArea = useCallback(
    (path: { Id: string; Name: string }[]) => {
      setPicking(false);
      change(
        'area',
        path.map((area) => area.Name),
      );
      change(
        'areaIds',
        path.map((area) => area.Id),
      );
    },
    [change],
  );
  return (
    <FormBody
      engine="static"
      fields={MEETING_FIELDS}
      jsonMap={undefined}
      agreed={signUp.agreed}
      onAgree={signUp.agree}
      submitting={signUp.submitting}
      onSubmit={() => void signUp.submit()}
      renderField={(field) => (
        <FieldRow key={field.key} field={field} id={`${id}-${field.key}`}>
          {field.kind === 'region' ? (
            <button
              type="button"
              id={`${id}-${field.key}`}
              className={
                textValue(signUp.values, 'area')
                  ? 'bc-field__picker'
                  : 'bc-field__picker bc-field__picker--empty'
              }
              aria-haspopup="dialog"
              onClick={() => setPicking(true)}
            >
              {textValue(signUp.values, 'area') || `请选择${field.label}`}
            </button>
          ) : (
            <FieldControl
              field={field}
              id={`${id}-${field.key}`}
              value={signUp.values[field.key] ?? ''}
              invalid={false}
              onChange={(value) => change(field.key, value)}
              codeButton={<SendCodeButton sendCode={sendCode} />}
            />
          )}
        </FieldRow>
      )}
      after={
        <>
          <FacePicker face={signUp.face} onPick={(file) => void signUp.pick(file)} />
          <AreaPicker open={picking} onPick={pickArea} onClose={() => setPicking(false)} />
        </>
      }
    />
  );
}
