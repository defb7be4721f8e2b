/** Loose readers for JSON that arrives from visitors and fixtures: never trust its shape. */
export type JsonRecord = Record<string, unknown>;

/** True for a plain JSON object (not an array, not null). */
export function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A field as text: numbers become strings; absent, null and "" become undefined. */
export function textOf(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string' && value !== '') return value;
  return undefined;
}

/** A field as a whole number: numeric strings are accepted; anything else is undefined. */
export function integerOf(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) ? number : undefined;
}

/** The value of `key` when `value` is an object, else undefined. */
export function field(value: unknown, key: string): unknown {
  return isRecord(value) ? value[key] : undefined;
}
