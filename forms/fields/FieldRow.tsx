import type { ReactNode } from 'react';
import type { FieldModel } from '../field-model.ts';
import './fields.css';

const STACKED = new Set(['radio', 'checkbox']);

/** One labelled row of a form: label (red mark when required), the control, and its message. */
export function FieldRow({
  field,
  id,
  error,
  children,
}: {
  field: FieldModel;
  id: string;
  error?: string | undefined;
  children: ReactNode;
}) {
  const stacked = STACKED.has(field.kind);
  // The required mark is drawn by CSS, so the label's text is the configured label alone.
  const labelClass = field.required
    ? 'bc-field__label bc-field__label--required'
    : 'bc-field__label';
  return (
    <div
      className={`bc-field${stacked ? ' bc-field--stacked' : ''}${error ? ' bc-field--invalid' : ''}`}
      data-field={field.key}
    >
      <div className="bc-field__line">
        {stacked ? (
          <span className={labelClass} id={`${id}-label`}>
            {field.label}
          </span>
        ) : (
          <label className={labelClass} htmlFor={id} id={`${id}-label`}>
            {field.label}
          </label>
        )}
        <div className="bc-field__control">{children}</div>
      </div>
      {error && (
        <p className="bc-field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
