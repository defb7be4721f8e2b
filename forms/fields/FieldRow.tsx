import type { ReactNode } from 'react';
import type { FieldModel } from '../field-model.ts';
import './fields.css';

const STACKED = new Set(['radio', 'checkbox']);

/** One labelled row of a form: label (red mark when required), the control, and its message. */
export function FieldRow({ field, id, error, children }: { field: FieldModel; id: string; error?: string | undefined; children: ReactNode }) {
  const stacked = STACKED.has(field.kind);
  return (
    <div className={`bc-field${stacked ? ' bc-field--stacked' : ''}${error ? ' bc-field--invalid' : ''}`} data-field={field.key}>
      <div className="bc-field__line">
        {stacked ? (
          <span className="bc-field__label" id={`${id}-label`}>
            {field.required && <span className="bc-field__mark" aria-hidden="true">*</span>}
            {field.label}
          </span>
        ) : (
          <label className="bc-field__label" htmlFor={id} id={`${id}-label`}>
            {field.required && <span className="bc-field__mark" aria-hidden="true">*</span>}
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
