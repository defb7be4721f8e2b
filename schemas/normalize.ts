/**
 * The wire treats absent, null and "" alike (contract: "Optional fields may be absent, null or ''").
 * Dropping null and "" before validation lets every schema say "optional" once.
 */
export function dropAbsent(value: unknown): unknown {
  if (Array.isArray(value)) {
    return value.filter((item) => item !== null).map(dropAbsent);
  }
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      if (item === null || item === '') continue;
      out[key] = dropAbsent(item);
    }
    return out;
  }
  return value;
}
