import type { FieldModel, FieldValue } from './field-model.ts';
import { ACTIVITY_MOBILE, isFilled, mobileMessage, requiredMessage } from './rules.ts';

/**
 * R5.05, R5.07: the message a field shows for its value, or undefined when the value is acceptable.
 * A mobile field is checked against the activity pattern whenever it is filled or required.
 */
export function fieldMessage(
  field: FieldModel,
  value: FieldValue | undefined,
  mobilePattern: RegExp = ACTIVITY_MOBILE,
): string | undefined {
  if (field.kind === 'mobile' && (field.required || isFilled(value))) {
    return mobileMessage(typeof value === 'string' ? value : '', mobilePattern);
  }
  if (field.required && !isFilled(value)) return requiredMessage(field.kind, field.label);
  return undefined;
}

/** The first message of the form in field order, or undefined when every field is acceptable. */
export function firstMessage(
  fields: readonly FieldModel[],
  values: Readonly<Record<string, FieldValue>>,
): string | undefined {
  for (const field of fields) {
    const message = fieldMessage(field, values[field.key]);
    if (message) return message;
  }
  return undefined;
}
