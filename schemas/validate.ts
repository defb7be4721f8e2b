import compiled from 'virtual:validators';
import type { SchemaName, SchemaType } from './catalog.ts';
import { dropAbsent } from './normalize.ts';

/** Why a value failed its schema: enough for staff to find the field in the CMS. */
export interface SchemaIssue {
  schemaPath: string;
  instancePath: string;
  message: string;
}

export type Validated<T> = { ok: true; value: T } | { ok: false; issue: SchemaIssue };

/**
 * Validates a value against a named schema. Absent-like values are dropped on a copy (the input is
 * never changed); the compiled validator reads loose types as the schema's (numeric strings, 0/1
 * flags: ajv's `coerceTypes`, the one coercion pass).
 */
export function validate<Name extends SchemaName>(
  name: Name,
  data: unknown,
): Validated<SchemaType<Name>> {
  const validator = compiled[name];
  if (!validator) throw new Error(`no validator compiled for ${name}`);
  const copy = dropAbsent(data);
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
