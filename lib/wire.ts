/** Every JSON answer of the gateway: code 1 is success, 20210 an invalid session (contract: Envelope). */
export interface Envelope<Data = unknown> {
  code: number;
  data: Data;
  message?: string;
}

/** Success and session-invalid codes (spec §9). */
export const SUCCESS_CODE = 1;
export const SESSION_INVALID_CODE = 20210;

/**
 * Reads a gateway answer's text as an envelope, or undefined when it is not one. The code may
 * arrive as a number or a numeric string; a null message counts as absent.
 */
export function parseEnvelope(text: string): Envelope | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
  const { code, data, message } = parsed as Record<string, unknown>;
  const numeric = typeof code === 'string' && code.trim() !== '' ? Number(code) : code;
  if (typeof numeric !== 'number' || !Number.isFinite(numeric)) return undefined;
  return message === undefined || message === null
    ? { code: numeric, data }
    : { code: numeric, data, message: String(message) };
}
