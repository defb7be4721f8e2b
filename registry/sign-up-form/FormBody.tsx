import type { FormEvent, ReactNode } from 'react';
import { AgreementCheck } from '../../forms/consent/AgreementCheck.tsx';
import type { FieldModel } from '../../forms/field-model.ts';
import { SUBMIT_LABEL, SUBMITTED_LABEL } from '../../forms/messages.ts';
import type { FormJsonMap } from '../../schemas/index.ts';
import { picture } from '../../ui/Picture.tsx';

interface FormBodyProps {
  /** Which form is live: the static first render or Formily (tests wait for 'formily'). */
  engine: 'static' | 'formily';
  fields: readonly FieldModel[];
  jsonMap: FormJsonMap | undefined;
  renderField: (field: FieldModel) => ReactNode;
  agreed: boolean;
  onAgree: (agreed: boolean) => void;
  submitting: boolean;
  onSubmit: () => void;
  /** Rows after the configured fields (the meeting sign-up's face photo). */
  after?: ReactNode;
}

/**
 * The form as the visitor sees it, the same before and after Formily takes over: the fields, the
 * agreement box when there is a code field (R5.08), and the submit button (R4.03: 提交, 已提交 while
 * disabled; the configured image when there is one).
 */
export function FormBody({
  engine,
  fields,
  jsonMap,
  renderField,
  agreed,
  onAgree,
  submitting,
  onSubmit,
  after,
}: FormBodyProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!submitting) onSubmit();
  };
  const label = submitting ? SUBMITTED_LABEL : SUBMIT_LABEL;
  return (
    <form className="bc-sign-up__form" data-engine={engine} noValidate onSubmit={submit}>
      <div className="bc-sign-up__fields">
        {fields.map(renderField)}
        {after}
      </div>
      {fields.some((field) => field.kind === 'smsCode') && (
        <AgreementCheck checked={agreed} onChange={onAgree} />
      )}
      {jsonMap?.submit_button ? (
        <button
          type="submit"
          className="bc-sign-up__image-submit"
          disabled={submitting}
          aria-label={label}
        >
          {picture({ src: jsonMap.submit_button, alt: '' })}
        </button>
      ) : (
        <button type="submit" className="bc-sign-up__submit" disabled={submitting}>
          {label}
        </button>
      )}
    </form>
  );
}
