/** The part of a JSON schema the coercion reads. */
export interface CoercibleSchema {
  type?: string | readonly string[];
  properties?: Readonly<Record<string, CoercibleSchema>>;
  items?: CoercibleSchema;
}

const NUMERIC = /^\s*-?\d+(\.\d+)?\s*$/;

function coerceScalar(type: string | undefined, value: unknown): unknown {
  if (type === 'string' && (typeof value === 'number' || typeof value === 'boolean'))
    return String(value);
  if (type === 'integer' || type === 'number') {
    if (typeof value === 'string' && NUMERIC.test(value)) return Number(value);
    if (typeof value === 'boolean') return value ? 1 : 0;
  }
  return value;
}

/**
 * Reads loose wire values as the schema's types (contract: ids and numbers arrive as numbers or
 * numeric strings; 0/1 flags as booleans too): numbers and booleans become strings where a string
 * is expected, numeric strings and booleans become numbers where a number is. Anything else is left
 * for the validator to refuse. Returns a new value; the input is not changed.
 */
export function coerce(schema: CoercibleSchema | undefined, value: unknown): unknown {
  if (!schema) return value;
  const type = Array.isArray(schema.type) ? undefined : (schema.type as string | undefined);
  if (Array.isArray(value))
    return schema.items ? value.map((item) => coerce(schema.items, item)) : value;
  if (value !== null && typeof value === 'object') {
    const properties = schema.properties;
    if (!properties) return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        Object.hasOwn(properties, key) ? coerce(properties[key], item) : item,
      ]),
    );
  }
  return coerceScalar(type, value);
}
