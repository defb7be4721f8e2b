import type { HarEntry, HarPair } from './har.ts';

/** What a token is replaced with: the client still holds one, nobody can use it. */
export const REDACTED_TOKEN = 'redacted';

/** A mainland mobile number standing alone in text. */
const PHONE = /(?<!\d)1[3-9]\d{9}(?!\d)/g;
const TOKEN_KEY = /token/i;
const PHONE_KEY = /^(mobile|phone|loginMobile|tel|telephone)$/i;
const USER_KEY = /^(userId|uid|user_id|encryId|openId|unionId)$/i;
/** Headers never written: the browser's and the server's cookies and credentials. */
const DROPPED_HEADERS = new Set(['cookie', 'set-cookie', 'authorization', 'proxy-authorization']);

/** Replaces the secrets and personal values of recorded calls, the same value always by the same stand-in. */
export interface Redactor {
  entry: (entry: HarEntry) => HarEntry;
  /** A JSON text (a body); other text only has its mobile numbers replaced. */
  body: (text: string) => string;
}

/**
 * A redactor for one recording: tokens become `redacted`, mobile numbers 138000000NN, user ids
 * 9000000NN (numbers stay numbers), cookies and credentials are dropped. Stand-ins are consistent
 * within a recording, so a call made with a user id still lines up with the answer that gave it.
 */
export function createRedactor(): Redactor {
  const phones = new Map<string, string>();
  const users = new Map<string, string>();
  const phone = (value: string): string => {
    const known = phones.get(value);
    if (known !== undefined) return known;
    const fake = `138${String(phones.size + 1).padStart(8, '0')}`;
    phones.set(value, fake);
    return fake;
  };
  const user = (value: string): string => {
    const known = users.get(value);
    if (known !== undefined) return known;
    const fake = /^\d+$/.test(value)
      ? String(900_000_000 + users.size + 1)
      : `redacted-user-${users.size + 1}`;
    users.set(value, fake);
    return fake;
  };
  const text = (value: string): string => value.replace(PHONE, phone);

  const field = (key: string, value: unknown, parent: string): unknown => {
    if (typeof value === 'string' || typeof value === 'number') {
      const raw = String(value);
      if (raw === '') return value;
      if (TOKEN_KEY.test(key)) return REDACTED_TOKEN;
      const isUser = USER_KEY.test(key) || (parent === 'user' && key === 'id');
      if (isUser) return typeof value === 'number' ? Number(user(raw)) : user(raw);
      if (PHONE_KEY.test(key)) return phone(raw);
    }
    return json(value, key);
  };
  const json = (value: unknown, parent = ''): unknown => {
    if (typeof value === 'string') return text(value);
    if (Array.isArray(value)) return value.map((item) => json(item, parent));
    if (value !== null && typeof value === 'object')
      return Object.fromEntries(
        Object.entries(value as Record<string, unknown>).map(([key, item]) => [
          key,
          field(key, item, parent),
        ]),
      );
    return value;
  };
  const body = (value: string): string => {
    try {
      return JSON.stringify(json(JSON.parse(value)));
    } catch {
      return text(value);
    }
  };
  const pairs = (list: readonly HarPair[]): HarPair[] =>
    list
      .filter(({ name }) => !DROPPED_HEADERS.has(name.toLowerCase()))
      .map((pair) => ({ ...pair, value: String(field(pair.name, pair.value, '')) }));
  const url = (address: string): string => {
    const parsed = new URL(address);
    const query = pairs([...parsed.searchParams].map(([name, value]) => ({ name, value })));
    parsed.search = new URLSearchParams(query.map(({ name, value }) => [name, value])).toString();
    return parsed.toString();
  };

  const entry = (recorded: HarEntry): HarEntry => {
    const { postData: postData, ...request } = recorded.request;
    const { response } = recorded;
    const { content } = response;
    return {
      ...recorded,
      request: {
        ...request,
        url: url(request.url),
        headers: pairs(request.headers),
        cookies: [],
        queryString: pairs(request.queryString),
        // A body given only as form parameters is left out rather than kept unredacted.
        ...(postData?.text === undefined
          ? {}
          : { postData: { mimeType: postData.mimeType, text: body(postData.text) } }),
      },
      response: {
        ...response,
        headers: pairs(response.headers),
        cookies: [],
        content:
          content.text === undefined || content.encoding === 'base64'
            ? content
            : { ...content, text: body(content.text) },
      },
    };
  };
  return { entry, body };
}
