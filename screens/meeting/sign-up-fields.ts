import type { FieldModel, FieldValue } from '../../forms/field-model.ts';
import { LIMITS } from '../../forms/rules.ts';

function field(
  key: string,
  label: string,
  kind: FieldModel['kind'],
  required: boolean,
): FieldModel {
  const maxLength =
    kind === 'region' ? undefined : LIMITS[kind === 'mobile' || kind === 'smsCode' ? kind : 'text'];
  return {
    key,
    label,
    kind,
    required,
    extended: false,
    options: [],
    ...(maxLength === undefined ? {} : { maxLength }),
  };
}

/**
 * The meeting user's fields (AddOrUpdateMeetingUser), in order, checked by the forms' rules: name
 * (R5.10), mobile (R5.03, R5.05), code (R5.06), company, position, and the area picked level by
 * level (R5.07 请选择). The face photo and the agreement come after them.
 */
export const MEETING_FIELDS: readonly FieldModel[] = [
  field('name', '姓名', 'name', true),
  field('mobile', '手机号', 'mobile', true),
  field('smsCode', '验证码', 'smsCode', true),
  field('company', '公司名称', 'text', true),
  field('position', '职位', 'text', false),
  field('area', '所在地区', 'region', true),
];

/** The form's input: each field's value, and `areaIds` beside the area's names. */
export type MeetingFormValues = Record<string, FieldValue>;

/** The text of a value (a picked list joined with /, R5.09). */
export function textValue(values: MeetingFormValues, key: string): string {
  const value = values[key];
  return typeof value === 'string' ? value.trim() : (value ?? []).join('/');
}

/** The list of a value (the area's names or ids). */
export function listValue(values: MeetingFormValues, key: string): string[] {
  const value = values[key];
  return Array.isArray(value) ? value : [];
}
