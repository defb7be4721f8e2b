import type { FieldKind } from './field-model.ts';

/** R5.03: mobile pattern of activity forms (first digit 1 or 2, second 2-9, then 9 digits). */
export const ACTIVITY_MOBILE = /^[12][2-9]\d{9}$/;
/** R5.04: mobile pattern of the login popup, VIP and other flows (1, then 3-9, then 9 digits). */
export const MEMBER_MOBILE = /^1[3-9]\d{9}$/;

/** R9.02 limits. */
export const LIMITS = { mobile: 11, smsCode: 4, text: 100 } as const;

/** R5.05 messages. */
export const MOBILE_EMPTY = '请输入手机号';
export const MOBILE_BAD = '手机号格式不正确';

/** Kinds picked from options rather than typed: their required message says 请选择 (R5.07). */
const SELECTABLE: ReadonlySet<FieldKind> = new Set([
  'radio',
  'checkbox',
  'picker',
  'region',
  'industry',
]);

/** R5.07 / R8.08: the message of an empty required field. */
export function requiredMessage(kind: FieldKind, label: string): string {
  return `${SELECTABLE.has(kind) ? '请选择' : '请输入'}${label}`;
}

/** R5.05: the message for a mobile number, or undefined when it is well formed. */
export function mobileMessage(
  value: string,
  pattern: RegExp = ACTIVITY_MOBILE,
): string | undefined {
  if (value.trim() === '') return MOBILE_EMPTY;
  return pattern.test(value.trim()) ? undefined : MOBILE_BAD;
}

/** R5.10: keeps only Chinese characters, letters and spaces (applied while typing). */
export function filterName(value: string): string {
  return value.replace(/[^\p{Script=Han}A-Za-z ]/gu, '');
}

/** Keeps digits only, up to `max` (mobile and code inputs). */
export function filterDigits(value: string, max: number): string {
  return value.replace(/\D/g, '').slice(0, max);
}

/** True when a field value counts as filled. */
export function isFilled(value: string | readonly string[] | undefined): boolean {
  if (value === undefined) return false;
  return typeof value === 'string' ? value.trim() !== '' : value.length > 0;
}
