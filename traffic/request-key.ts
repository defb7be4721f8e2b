import { createHash } from 'node:crypto';
import type { HarPair } from './har.ts';

/**
 * Query parameters that only defeat caches (a time or a random number): left out on both sides,
 * so a replayed call matches its recording whatever their value.
 */
export const CACHE_BUSTING_PARAMS: readonly string[] = [
  '_',
  '_t',
  't',
  'ts',
  '_ts',
  'timestamp',
  'nocache',
  'cb',
  'rnd',
  'random',
];

/**
 * Body (and query) fields that do not say which answer a call gets: personal values the recorder
 * redacts, one-time codes, keys made fresh for each submit, and times. Every other field must be
 * equal for a call to match.
 */
export const IGNORED_FIELDS: readonly string[] = [
  'mobile',
  'phone',
  'loginMobile',
  'smsCode',
  'captchaValidate',
  'token',
  'userId',
  'deviceId',
  'idempotencyKey',
  'requestId',
  'timestamp',
  'nonce',
  'sign',
  'signature',
  ...CACHE_BUSTING_PARAMS,
];

/** The query parameter carrying the digest of a call's body, on the recorded side and the live one. */
export const BODY_PARAM = 'replay-body';

const ignored = new Set(IGNORED_FIELDS.map((name) => name.toLowerCase()));
const cacheBusting = new Set(CACHE_BUSTING_PARAMS.map((name) => name.toLowerCase()));

type Canonical = string | Canonical[] | { [key: string]: Canonical };

/**
 * A JSON value as the platform means it: ids as numbers or numeric strings are the same, and
 * absent, null and "" are the same (wire-format.md), ignored fields are left out, keys sorted.
 */
function canonical(value: unknown): Canonical | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (Array.isArray(value)) return value.map((item) => canonical(item) ?? '');
  if (typeof value === 'object') {
    const fields = Object.entries(value as Record<string, unknown>)
      .filter(([key]) => !ignored.has(key.toLowerCase()))
      .flatMap(([key, item]) => {
        const kept = canonical(item);
        return kept === undefined ? [] : [[key, kept] as const];
      })
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(fields);
  }
  return String(value);
}

function parsedBody(body: string, contentType: string | undefined): unknown {
  if (contentType?.includes('x-www-form-urlencoded') === true)
    return Object.fromEntries(new URLSearchParams(body));
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

/** The part of a body that decides the answer, as text ('' when nothing in it does). */
export function bodyMeaning(body: string | undefined, contentType: string | undefined): string {
  if (body === undefined || body === '') return '';
  const kept = canonical(parsedBody(body, contentType));
  if (kept === undefined) return '';
  const text = typeof kept === 'string' ? kept : JSON.stringify(kept);
  return text === '{}' ? '' : text;
}

/** How a call is matched: method, path, the query that matters and the body's digest. */
export interface RequestKey {
  method: string;
  path: string;
  query: HarPair[];
  /** The body fields that matter, for the list of unmatched calls. */
  body: string;
}

/** The key of a call, recorded or live, from its method, address, body and content type. */
export function requestKey(
  method: string,
  url: string,
  body: string | undefined,
  contentType: string | undefined,
): RequestKey {
  const address = new URL(url, 'http://replay.invalid');
  const meaning = bodyMeaning(body, contentType);
  const query = [...address.searchParams]
    .filter(([name]) => !cacheBusting.has(name.toLowerCase()) && !ignored.has(name.toLowerCase()))
    .map(([name, value]) => ({ name, value }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.value < b.value ? -1 : 1));
  if (meaning !== '')
    query.push({
      name: BODY_PARAM,
      value: createHash('sha256').update(meaning).digest('hex').slice(0, 16),
    });
  return { method: method.toUpperCase(), path: address.pathname, query, body: meaning };
}

/** The address the key stands for, on the replay's own origin (what the handlers match on). */
export function keyUrl(key: RequestKey): string {
  const search = new URLSearchParams(key.query.map(({ name, value }) => [name, value])).toString();
  return `http://replay.invalid${key.path}${search === '' ? '' : `?${search}`}`;
}
