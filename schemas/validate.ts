import compiled, { schemas } from 'virtual:validators';
import type { SchemaName, SchemaType } from './catalog.ts';
import { coerce } from './coerce.ts';
import { dropAbsent } from './normalize.ts';

/** Why a value failed its schema: enough for staff to find the field in the CMS. */
export interface SchemaIssue {
  schemaPath: string;
  instancePath: string;
  message: string;
}

export type Validated<T> = { ok: true; value: T } | { ok: false; issue: SchemaIssue };

/**
 * Validates a value against a named schema. Absent-like values are dropped and loose types coerced
 * (numeric strings, 0/1 flags) on a copy; the input is never changed.
 */
export function validate<Name extends SchemaName>(
  name: Name,
  data: unknown,
): Validated<SchemaType<Name>> {
  const validator = compiled[name];
  if (!validator) throw new Error(`no validator compiled for ${name}`);
  const copy = coerce(schemas[name], dropAbsent(data));
  if (validator(copy)) return { ok: true, value: copy as SchemaType<Name> };
  const first = validator.errors?.[0];
  return {
    ok: false,
    issue: {
      schemaPath: first?.schemaPath ?? '#',
      instancePath: first?.instancePath ?? '',
      message: first?.message ?? 'does not match the schema',
    },
  };
}
