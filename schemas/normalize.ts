/**
 * How deep an answer is read: far below any schema (the deepest recorded answer nests 9 levels), so
 * a hostile nesting thousands deep is cut here instead of exhausting the stack of every reader after.
 */
const DEPTH_READ = 64;

/**
 * The wire treats absent, null and "" alike (contract: "Optional fields may be absent, null or ''").
 * Dropping null and "" before validation lets every schema say "optional" once. What lies deeper
 * than `DEPTH_READ` is left out (an empty list or object in its place): no schema reaches it.
 */
export function dropAbsent(value: unknown, depth = 0): unknown {
  if (Array.isArray(value)) {
    if (depth >= DEPTH_READ) return [];
    return value.filter((item) => item !== null).map((item) => dropAbsent(item, depth + 1));
  }
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    if (depth >= DEPTH_READ) return out;
    for (const [key, item] of Object.entries(value)) {
      if (item === null || item === '') continue;
      out[key] = dropAbsent(item, depth + 1);
    }
    return out;
  }
  return value;
}
