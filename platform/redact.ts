/** What replaces a secret in anything that leaves the page or reaches a log. */
export const REDACTED = '[redacted]';

const SECRET_KEY = /token/i;
const SECRET_PARAM = /([?&#;]|^)([^=&#;]*token[^=&#;]*)=[^&#;]*/gi;

function redactText(text: string, secrets: readonly string[]): string {
  let result = text.replace(
    SECRET_PARAM,
    (_, lead: string, name: string) => `${lead}${name}=${REDACTED}`,
  );
  for (const secret of secrets)
    if (secret.length >= 4) result = result.split(secret).join(REDACTED);
  return result;
}

/**
 * A copy of `value` with no token in it: keys naming a token are dropped, `token=` query values and
 * any occurrence of the given secret strings are replaced. Used on analytics events, error reports
 * and log details.
 */
export function redact<Value>(value: Value, secrets: readonly string[] = [], depth = 0): Value {
  if (typeof value === 'string') return redactText(value, secrets) as Value;
  if (value instanceof Error) {
    const copy = new Error(redactText(value.message, secrets));
    copy.name = value.name;
    if (value.stack !== undefined) copy.stack = redactText(value.stack, secrets);
    return copy as Value;
  }
  if (value === null || typeof value !== 'object' || depth > 6) return value;
  if (Array.isArray(value))
    return value.map((item: unknown) => redact(item, secrets, depth + 1)) as Value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (!SECRET_KEY.test(key)) copy[key] = redact(item, secrets, depth + 1);
  }
  return copy as Value;
}
