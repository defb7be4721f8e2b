import { validate, type FormField } from '../schemas/index.ts';
import { LIMITS } from './rules.ts';

/** How a field is edited. Standard keys map to fixed kinds; extended fields come from otherJson. */
export type FieldKind =
  'name' | 'mobile' | 'smsCode' | 'text' | 'radio' | 'checkbox' | 'picker' | 'region' | 'industry';

/** A typed value: text kinds hold a string; checkbox, region and industry hold the picked names. */
export type FieldValue = string | string[];

/** One field ready to render: the CMS config reduced to what the form needs. */
export interface FieldModel {
  key: string;
  /** Label, plain text from the CMS. */
  label: string;
  kind: FieldKind;
  required: boolean;
  /** Standard field (fieldType 1) or extended (otherJson). */
  extended: boolean;
  /** Options of radio, checkbox and picker fields. */
  options: string[];
  /** Input length limit of text kinds. */
  maxLength?: number;
}

const STANDARD_KINDS: Record<string, FieldKind> = {
  name: 'name',
  mobile: 'mobile',
  smsCode: 'smsCode',
  area: 'region',
  industry: 'industry',
};

const EXTENDED_KINDS: Record<number, FieldKind> = { 1: 'radio', 2: 'checkbox', 3: 'picker' };

const MAX_LENGTH: Partial<Record<FieldKind, number>> = {
  name: LIMITS.text,
  mobile: LIMITS.mobile,
  smsCode: LIMITS.smsCode,
  text: LIMITS.text,
};

function extendedOf(field: FormField): Pick<FieldModel, 'kind' | 'options'> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(field.otherJson ?? '');
  } catch {
    return { kind: 'text', options: [] };
  }
  const checked = validate('extendedField', parsed);
  if (!checked.ok) return { kind: 'text', options: [] };
  return { kind: EXTENDED_KINDS[checked.value.type] ?? 'text', options: checked.value.value };
}

/** R5.09: the shown fields (isSelected 1), highest weight first, each with its kind and limits. */
export function buildFieldModels(fieldList: readonly FormField[]): FieldModel[] {
  return fieldList
    .map((field, index) => ({ field, index }))
    .filter(({ field }) => field.isSelected === 1)
    .sort((a, b) => (b.field.weight ?? 0) - (a.field.weight ?? 0) || a.index - b.index)
    .map(({ field }) => {
      const extended = field.fieldType !== 1;
      const shape = extended
        ? extendedOf(field)
        : { kind: STANDARD_KINDS[field.fieldName] ?? 'text', options: [] };
      const maxLength = MAX_LENGTH[shape.kind];
      return {
        key: field.fieldName,
        label: field.realName ?? field.fieldName,
        required: field.isRequired === 1,
        extended,
        ...shape,
        ...(maxLength === undefined ? {} : { maxLength }),
      };
    });
}

/** The empty value of a field of this kind. */
export function emptyValue(kind: FieldKind): FieldValue {
  return kind === 'checkbox' || kind === 'region' || kind === 'industry' ? [] : '';
}
