import type { ReactNode } from 'react';
import type { FieldModel, FieldValue } from '../field-model.ts';
import { ChoiceControl } from './ChoiceControl.tsx';
import { PickerControl } from './PickerControl.tsx';
import { TextControl } from './TextControl.tsx';

/** What every control of a form field takes. */
export interface FieldControlProps {
  field: FieldModel;
  id: string;
  value: FieldValue;
  invalid: boolean;
  onChange: (value: FieldValue) => void;
  onBlur?: (() => void) | undefined;
  /** The send-code button, shown beside the code input. */
  codeButton?: ReactNode;
}

/** The control for a field's kind: text input, option chips, or a picker. */
export function FieldControl({
  field,
  id,
  value,
  invalid,
  onChange,
  onBlur,
  codeButton,
}: FieldControlProps) {
  switch (field.kind) {
    case 'radio':
    case 'checkbox':
      return <ChoiceControl field={field} id={id} value={value} onChange={onChange} />;
    case 'picker':
    case 'region':
    case 'industry':
      return (
        <PickerControl field={field} id={id} value={value} invalid={invalid} onChange={onChange} />
      );
    case 'name':
    case 'mobile':
    case 'smsCode':
    case 'text':
      return (
        <TextControl
          field={field}
          id={id}
          value={typeof value === 'string' ? value : value.join('/')}
          invalid={invalid}
          onChange={onChange}
          onBlur={onBlur}
          after={field.kind === 'smsCode' ? codeButton : undefined}
        />
      );
    default:
      return field.kind satisfies never;
  }
}
