/**
 * The provider app's own URL scheme for native jumps (R9.19 keeps the real value out of the spec;
 * this is the scheme the app registers for its pages).
 */
export const APP_SCHEME = 'bosscloud:';

/** Schemes that may leave the page: the web, WeChat's own (`weixin://dl/business/…`) and the app's. */
export const ALLOWED_SCHEMES: readonly string[] = ['http:', 'https:', 'weixin:', APP_SCHEME];

/** The verdict on a link target: the address to open, or why it was refused. */
export type LinkCheck = { ok: true; url: string } | { ok: false; reason: string };

// Browsers ignore C0 controls and spaces around a URL and tabs/newlines inside it; we also drop the
// invisible format characters a CMS text field can smuggle in.
// eslint-disable-next-line no-control-regex -- matching control characters is the point here
const INVISIBLE = /[\u0000-\u0020\u007f-\u00a0\u00ad\u200b-\u200f\u2028\u2029\u2060\ufeff]+/g;
const EDGES =
  // eslint-disable-next-line no-control-regex -- the same characters, at either end only
  /^[\u0000-\u0020\u00a0\u00ad\u200b-\u200f\u2060\ufeff]+|[\u0000-\u0020\u00a0\u00ad\u200b-\u200f\u2060\ufeff]+$/g;
const INSIDE = /[\t\n\r\u00ad\u200b-\u200f\u2060\ufeff]/g;
const NAMED_ENTITIES: Record<string, string> = {
  colon: ':',
  tab: '\t',
  newline: '\n',
  sol: '/',
  amp: '&',
  lpar: '(',
};

function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) =>
      String.fromCodePoint(Number.parseInt(hex, 16) % 0x110000),
    )
    .replace(/&#(\d+);?/g, (_, dec: string) =>
      String.fromCodePoint(Number.parseInt(dec, 10) % 0x110000),
    )
    .replace(/&([a-z]+);/gi, (whole, name: string) => NAMED_ENTITIES[name.toLowerCase()] ?? whole);
}

function decodePercent(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Every reading of the text a browser, an HTML attribute or a lazy decoder could arrive at. */
function readings(raw: string): string[] {
  const found = [raw.replace(INVISIBLE, '')];
  let current = raw;
  for (let round = 0; round < 4; round += 1) {
    const next = decodePercent(decodeEntities(current));
    if (next === current) break;
    current = next;
    found.push(current.replace(INVISIBLE, ''));
  }
  return found;
}

function schemeOf(text: string): string | undefined {
  return /^([a-z][a-z0-9+.-]*):/i.exec(text)?.[1]?.toLowerCase();
}

/**
 * Checks a link from the CMS before the page leaves for it: only http(s) and the platform's own
 * schemes (plus relative addresses on this site) pass. `javascript:`, `data:`, `vbscript:`, `file:`
 * and any other scheme are refused whatever their case, surrounding spaces, control characters or
 * entity and percent encodings.
 */
export function checkLinkTarget(
  raw: unknown,
  allowed: readonly string[] = ALLOWED_SCHEMES,
): LinkCheck {
  if (typeof raw !== 'string' || raw.replace(INVISIBLE, '') === '')
    return { ok: false, reason: 'empty link' };
  for (const reading of readings(raw)) {
    const scheme = schemeOf(reading);
    if (scheme !== undefined && !allowed.includes(`${scheme}:`))
      return { ok: false, reason: `scheme ${scheme}: refused` };
  }
  const url = raw.replace(EDGES, '').replace(INSIDE, '');
  try {
    const parsed = new URL(url, 'https://relative.invalid/');
    if (!allowed.includes(parsed.protocol))
      return { ok: false, reason: `scheme ${parsed.protocol} refused` };
  } catch {
    return { ok: false, reason: 'not an address' };
  }
  return { ok: true, url };
}
