import { createForm } from '@formily/core';
// Deep imports keep @formily/json-schema (and its `{{ }}` expression compiler) out of the bundle:
// this form is built in code and never compiles a schema.
import { Field } from '@formily/react/esm/components/Field.js';
import { FormProvider } from '@formily/react/esm/components/FormProvider.js';
import { toJS } from '@formily/reactive';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { emptyValue, type FieldModel, type FieldValue } from '../../forms/field-model.ts';
import { FieldControl } from '../../forms/fields/FieldControl.tsx';
import { FieldRow } from '../../forms/fields/FieldRow.tsx';
import { useFormServices } from '../../forms/form-services.tsx';
import { ACTIVITY_MOBILE, isFilled } from '../../forms/rules.ts';
import { requestCode } from '../../forms/send-code/request-code.ts';
import { SendCodeButton } from '../../forms/send-code/SendCodeButton.tsx';
import { useSendCode } from '../../forms/send-code/use-send-code.ts';
import { createDraftStore } from '../../forms/sign-up/draft.ts';
import { fieldMessage } from '../../forms/validate-field.ts';
import type { FormJsonMap } from '../../schemas/index.ts';
import { FormBody } from './FormBody.tsx';
import { SuccessDialog } from './SuccessDialog.tsx';
import { useSignUpSubmit } from './use-sign-up-submit.ts';

/** What the module hands over when Formily takes over from the static form. */
export interface FormilyFormProps {
  moduleId: string;
  fields: readonly FieldModel[];
  jsonMap: FormJsonMap | undefined;
  /** Input typed into the static form before Formily loaded. */
  earlyValues: Readonly<Record<string, FieldValue>>;
  agreed: boolean;
  onAgree: (agreed: boolean) => void;
  /** True when a submit was tapped before Formily loaded: it runs at once. */
  submitNow: boolean;
}

const TYPED = new Set(['name', 'mobile', 'smsCode', 'text']);

function emptyValues(fields: readonly FieldModel[]): Record<string, FieldValue> {
  return Object.fromEntries(fields.map((field) => [field.key, emptyValue(field.kind)]));
}

/**
 * The sign-up form on Formily, built in code from the field config: no schema strings, so no `{{ }}`
 * expression from the CMS is ever compiled, and validators answer a code while the message comes
 * from our rules. The draft (session storage) keeps the input across failures and the login round trip.
 */
export function FormilyForm({
  moduleId,
  fields,
  jsonMap,
  earlyValues,
  agreed,
  onAgree,
  submitNow,
}: FormilyFormProps) {
  const services = useFormServices();
  const id = useId();
  const draft = useMemo(
    () => createDraftStore(services.storage.session, moduleId),
    [services, moduleId],
  );
  const [form] = useState(() => {
    const typed = Object.fromEntries(
      Object.entries(earlyValues).filter(([, value]) => isFilled(value)),
    );
    return createForm<Record<string, FieldValue>>({
      initialValues: { ...emptyValues(fields), ...draft.load(), ...typed },
    });
  });
  const values = useCallback(() => toJS(form.values), [form]);
  const clear = useCallback(() => {
    form.setValues(emptyValues(fields), 'overwrite');
    form.clearErrors();
    draft.clear();
  }, [form, fields, draft]);
  const { submitting, submit, dialogOpen, closeDialog } = useSignUpSubmit({
    moduleId,
    fields,
    jsonMap,
    values,
    clear,
  });
  const request = useCallback(
    () => requestCode(services, String(form.values.mobile ?? ''), ACTIVITY_MOBILE),
    [services, form],
  );
  const sendCode = useSendCode(services.storage.local, request);
  const run = useCallback(() => {
    void form.validate().catch(() => undefined);
    void submit(agreed);
  }, [form, submit, agreed]);
  const early = useRef(submitNow);
  useEffect(() => {
    // A tap on the static form's button before Formily loaded is carried out once, now.
    if (!early.current) return;
    early.current = false;
    run();
  }, [run]);

  return (
    <FormProvider form={form}>
      <FormBody
        engine="formily"
        fields={fields}
        jsonMap={jsonMap}
        agreed={agreed}
        onAgree={onAgree}
        submitting={submitting}
        onSubmit={run}
        renderField={(model) => (
          <Field
            key={model.key}
            name={model.key}
            validator={{
              triggerType: TYPED.has(model.kind) ? 'onBlur' : 'onInput',
              validator: (value: FieldValue) => (fieldMessage(model, value) ? 'invalid' : ''),
            }}
          >
            {(field) => {
              const value = (field.value as FieldValue | undefined) ?? emptyValue(model.kind);
              const error = field.selfErrors.length > 0 ? fieldMessage(model, value) : undefined;
              return (
                <FieldRow field={model} id={`${id}-${model.key}`} error={error}>
                  <FieldControl
                    field={model}
                    id={`${id}-${model.key}`}
                    value={value}
                    invalid={error !== undefined}
                    onChange={(next) => {
                      void field.onInput(next);
                      draft.save(values());
                    }}
                    onBlur={() => void field.onBlur()}
                    codeButton={<SendCodeButton sendCode={sendCode} />}
                  />
                </FieldRow>
              );
            }}
          </Field>
        )}
      />
      <SuccessDialog open={dialogOpen} jsonMap={jsonMap} onClose={closeDialog} />
    </FormProvider>
  );
}
