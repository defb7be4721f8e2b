import { useCallback, useId, useState } from 'react';
import { emptyValue, type FieldModel, type FieldValue } from '../../forms/field-model.ts';
import { FieldControl } from '../../forms/fields/FieldControl.tsx';
import { FieldRow } from '../../forms/fields/FieldRow.tsx';
import { useFormServices } from '../../forms/form-services.tsx';
import { ACTIVITY_MOBILE } from '../../forms/rules.ts';
import { requestCode } from '../../forms/send-code/request-code.ts';
import { SendCodeButton } from '../../forms/send-code/SendCodeButton.tsx';
import { useSendCode } from '../../forms/send-code/use-send-code.ts';
import type { FormJsonMap } from '../../schemas/index.ts';
import { FormBody } from './FormBody.tsx';

interface StaticFormProps {
  fields: readonly FieldModel[];
  jsonMap: FormJsonMap | undefined;
  /** Receives every edit, so the input carries over when Formily takes over. */
  onValues: (values: Record<string, FieldValue>) => void;
  /** A submit tapped before Formily is ready; it runs once it is. */
  onEarlySubmit: () => void;
  submitting: boolean;
  agreed: boolean;
  onAgree: (agreed: boolean) => void;
}

/**
 * The first render, on the server and in the browser until Formily has loaded: the configured fields
 * as a plain form, already usable, without importing Formily.
 */
export function StaticForm({
  fields,
  jsonMap,
  onValues,
  onEarlySubmit,
  submitting,
  agreed,
  onAgree,
}: StaticFormProps) {
  const services = useFormServices();
  const id = useId();
  const [values, setValues] = useState<Record<string, FieldValue>>({});
  const mobile = values.mobile;
  const request = useCallback(
    () => requestCode(services, typeof mobile === 'string' ? mobile : '', ACTIVITY_MOBILE),
    [services, mobile],
  );
  const sendCode = useSendCode(services.storage.local, request);
  const change = (key: string, value: FieldValue) => {
    const next = { ...values, [key]: value };
    setValues(next);
    onValues(next);
  };
  return (
    <FormBody
      engine="static"
      fields={fields}
      jsonMap={jsonMap}
      agreed={agreed}
      onAgree={onAgree}
      submitting={submitting}
      onSubmit={onEarlySubmit}
      renderField={(field) => (
        <FieldRow key={field.key} field={field} id={`${id}-${field.key}`}>
          <FieldControl
            field={field}
            id={`${id}-${field.key}`}
            value={values[field.key] ?? emptyValue(field.kind)}
            invalid={false}
            onChange={(value) => change(field.key, value)}
            codeButton={<SendCodeButton sendCode={sendCode} />}
          />
        </FieldRow>
      )}
    />
  );
}
