// The detector of the hostile suites: what in a document could run script or navigate somewhere it
// must not, whether it ran or not. `findInjected` is self-contained (no closure), so the same
// function runs over the server's HTML parsed without running it (jsdom, in node) and over the
// hydrated page in Chromium (page.evaluate). The executions themselves are caught by the
// `__bcHit` binding each vector calls (tests/hostile/corpus.mjs).

/**
 * Everything in `document` that could run script or leave for a refused address: script elements
 * other than the app's own (its entry from /assets/ and its JSON data), elements that load or frame
 * a document, event-handler attributes, and navigation attributes whose address is not http(s), the
 * provider's app scheme or WeChat's. Each finding says what and where, so a failure names it.
 */
export function findInjected(document) {
  const findings = [];
  const allowedSchemes = ['http:', 'https:', 'weixin:', 'bosscloud:'];
  const navigating = ['href', 'xlink:href', 'action', 'formaction', 'src', 'data', 'srcdoc'];
  const framing = new Set(['IFRAME', 'FRAME', 'FRAMESET', 'OBJECT', 'EMBED', 'APPLET', 'BASE']);
  const media = new Set(['IMG', 'IMAGE', 'VIDEO', 'AUDIO', 'SOURCE', 'TRACK', 'INPUT', 'LINK']);
  const describe = (element) =>
    `<${element.tagName.toLowerCase()}${[...element.attributes]
      .map((attribute) => ` ${attribute.name}="${attribute.value.slice(0, 60)}"`)
      .join(
        '',
      )}>${(element.textContent ?? '').slice(0, 60)} in <${element.parentNode?.nodeName?.toLowerCase()}>`;
  const schemeOf = (value) => {
    // eslint-disable-next-line no-control-regex -- browsers drop these around and inside a scheme
    const cleaned = value.replace(/[\u0000-\u0020\u007f-\u00a0\u200b-\u200f\ufeff]/g, '');
    const match = /^([a-z][a-z0-9+.-]*):/i.exec(cleaned);
    return match ? `${match[1].toLowerCase()}:` : '';
  };
  for (const element of document.querySelectorAll('*')) {
    const tag = element.tagName.toUpperCase();
    if (tag === 'SCRIPT') {
      const type = element.getAttribute('type') ?? '';
      const src = element.getAttribute('src') ?? '';
      const ours = src ? /^\/assets\/[^/]+\.js$/.test(src) : type === 'application/json';
      if (!ours) findings.push(`script: ${describe(element)}`);
      continue;
    }
    // The preview frames its own phone page; any other frame or plug-in was brought in.
    const ownFrame = tag === 'IFRAME' && /^\/[\w-]+\.html$/.test(element.getAttribute('src') ?? '');
    if (framing.has(tag) && !ownFrame) findings.push(`frame or plug-in: ${describe(element)}`);
    if (tag === 'META' && /refresh/i.test(element.getAttribute('http-equiv') ?? ''))
      findings.push(`refresh: ${describe(element)}`);
    for (const attribute of element.attributes) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on')) {
        findings.push(`handler ${name}: ${describe(element)}`);
        continue;
      }
      if (
        name === 'style' &&
        /expression\s*\(|behavior\s*:|url\(\s*['"]?\s*(?!https?:|data:image\/)[a-z][\w+.-]*:/i.test(
          attribute.value,
        )
      )
        findings.push(`style: ${describe(element)}`);
      if (!navigating.includes(name)) continue;
      if (name === 'srcdoc') {
        findings.push(`srcdoc: ${describe(element)}`);
        continue;
      }
      const scheme = schemeOf(attribute.value);
      if (!scheme || allowedSchemes.includes(scheme)) continue;
      // A picture or a video with an odd address shows nothing; it navigates nowhere.
      if (media.has(tag) && (name === 'src' || tag === 'LINK')) continue;
      findings.push(`address ${scheme} in ${name}: ${describe(element)}`);
    }
  }
  return findings;
}

const ALLOWED_SCHEMES = ['http:', 'https:', 'weixin:', 'bosscloud:'];

function decodedReadings(address) {
  const readings = [address];
  let current = address;
  for (let round = 0; round < 3; round += 1) {
    let next = current
      .replace(/&#x([0-9a-f]+);?/gi, (_, hex) => String.fromCodePoint(parseInt(hex, 16) % 0x110000))
      .replace(/&#(\d+);?/g, (_, dec) => String.fromCodePoint(Number(dec) % 0x110000))
      .replace(/&colon;/gi, ':');
    try {
      next = decodeURIComponent(next);
    } catch {
      // Not percent-encoded throughout: read as it is.
    }
    if (next === current) break;
    readings.push(next);
    current = next;
  }
  return readings;
}

/**
 * Why a target a page handed to the browser, the app's bridge or WeChat must not be followed, or
 * undefined when it may: a scheme other than http(s), the app's and WeChat's in any reading of it
 * (entities, percent encoding), or a path that climbs (`..`). Its query is data, not a target.
 */
export function refusedTarget(address) {
  for (const reading of decodedReadings(address)) {
    // eslint-disable-next-line no-control-regex -- browsers drop these around and inside a scheme
    const cleaned = reading.replace(/[\u0000-\u0020\u007f-\u00a0\u200b-\u200f\ufeff]/g, '');
    const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(cleaned)?.[1]?.toLowerCase();
    if (scheme && !ALLOWED_SCHEMES.includes(`${scheme}:`)) return `scheme ${scheme}:`;
    const path = cleaned.split(/[?#]/, 1)[0] ?? '';
    if (path.split(/[/\\]/).includes('..')) return 'a path that climbs (..)';
  }
  return undefined;
}

/** Every target in a call's data: strings under a name that says address, and a bare string. */
export function targetsIn(data, key = '') {
  if (typeof data === 'string') return /url|path|link|href|^$/i.test(key) ? [data] : [];
  if (Array.isArray(data)) return data.flatMap((item) => targetsIn(item, key));
  if (data !== null && typeof data === 'object')
    return Object.entries(data).flatMap(([name, value]) => targetsIn(value, name));
  return [];
}
