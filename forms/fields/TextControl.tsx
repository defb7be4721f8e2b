import type { ReactNode } from 'react';
import type { FieldModel } from '../field-model.ts';
import { filterDigits, filterName } from '../rules.ts';

/** The input filter of a text kind: R5.10 for names, digits for mobile and code (R5.02, R5.06). */
export function filterTyped(field: FieldModel, typed: string): string {
  if (field.kind === 'name') return filterName(typed);
  if (field.kind === 'mobile' || field.kind === 'smsCode')
    return filterDigits(typed, field.maxLength ?? typed.length);
  return typed;
}

interface TextControlProps {
  field: FieldModel;
  id: string;
  value: string;
  invalid: boolean;
  onChange: (value: string) => void;
  onBlur?: (() => void) | undefined;
  /** The send-code button beside the code input. */
  after?: ReactNode;
}

/** A text input with the field's limit and filter; while an IME composes, the text is kept as typed. */
export function TextControl({
  field,
  id,
  value,
  invalid,
  onChange,
  onBlur,
  after,
}: TextControlProps) {
  const numeric = field.kind === 'mobile' || field.kind === 'smsCode';
  return (
    <div className="bc-field__text">
      <input
        id={id}
        name={field.key}
        className="bc-field__input"
        type={field.kind === 'mobile' ? 'tel' : 'text'}
        inputMode={numeric ? 'numeric' : undefined}
        autoComplete={
          field.kind === 'mobile'
            ? 'tel'
            : field.kind === 'smsCode'
              ? 'one-time-code'
              : field.kind === 'name'
                ? 'name'
                : 'off'
        }
        maxLength={field.maxLength}
        placeholder={`请输入${field.label}`}
        value={value}
        aria-required={field.required || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(event) => {
          const composing = (event.nativeEvent as InputEvent).isComposing === true;
          onChange(composing ? event.target.value : filterTyped(field, event.target.value));
        }}
        onCompositionEnd={(event) => onChange(filterTyped(field, event.currentTarget.value))}
        onBlur={onBlur}
      />
      {after}
    </div>
  );
}
