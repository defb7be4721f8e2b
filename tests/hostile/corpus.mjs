// The hostile corpus (issue 16): markup and addresses a CMS, a gateway or a link may carry. Every
// HTML vector that ran would call `__bcHit(id)` (the detector's binding; tests/hostile/detect.mjs),
// so an execution names its vector. Plain data, shared by the end-to-end and the unit suites.

/** Calls the detector with a vector's id: what a payload runs when it gets through. */
const hit = (id) => `__bcHit('${id}')`;

/** Elements and the event attribute that fires on them without a tap (or with the first one). */
const HANDLERS = [
  ['img src=x', 'onerror'],
  ['image src=x', 'onerror'],
  ['svg', 'onload'],
  ['body', 'onload'],
  ['iframe src=about:blank', 'onload'],
  ['video src=x', 'onerror'],
  ['audio src=x', 'onerror'],
  ['source src=x', 'onerror'],
  ['input autofocus', 'onfocus'],
  ['textarea autofocus', 'onfocus'],
  ['select autofocus', 'onfocus'],
  ['details open', 'ontoggle'],
  ['marquee', 'onstart'],
  ['object data=x', 'onerror'],
  ['embed src=x', 'onerror'],
  ['link rel=stylesheet href=x', 'onerror'],
  ['style', 'onload'],
  ['div tabindex=1 autofocus', 'onfocusin'],
  ['a href=#', 'onclick'],
  ['button', 'onclick'],
  ['div', 'onmouseover'],
  ['div', 'onpointerover'],
  ['div style="animation:x 1s"', 'onanimationstart'],
  ['svg><animate attributeName=x dur=1s', 'onbegin'],
  ['svg><set attributeName=x to=1', 'onbegin'],
  ['math><maction actiontype=statusline', 'onmouseover'],
  ['frameset', 'onload'],
  ['table background=x', 'onerror'],
];

/** The same payload written so a filter that looks for the plain form misses it. */
const SPELLINGS = [
  (tag, event, code) => `<${tag} ${event}="${code}">`,
  (tag, event, code) => `<${tag.toUpperCase()} ${event.toUpperCase()}=${code}>`,
  (tag, event, code) => `<${tag}/${event}=${code}>`,
  (tag, event, code) => `<${tag}\n${event}\t=\t'${code}'>`,
  (tag, event, code) => `"><${tag} ${event}=${code}>`,
];

/** Script written outright, broken up, or hidden in another element's text. */
const SCRIPTS = [
  (code) => `<script>${code}</script>`,
  (code) => `<SCRIPT>${code}</SCRIPT>`,
  (code) => `<script/x>${code}</script>`,
  (code) => `<scr<script>ipt>${code}</scr</script>ipt>`,
  (code) => `<script type="text/javascript">${code}</script>`,
  (code) => `<script type="module">${code}</script>`,
  (code) => `</script><script>${code}</script>`,
  (code) => `</title><script>${code}</script>`,
  (code) => `</textarea><script>${code}</script>`,
  (code) => `</style><script>${code}</script>`,
  (code) => `--><script>${code}</script><!--`,
  (code) => `]]><script>${code}</script>`,
  (code) => `<svg><script>${code}</script></svg>`,
  (code) => `<svg><script href="data:text/javascript,${code}"></script></svg>`,
  (code) => `<math><script>${code}</script></math>`,
  (code) => `<template><script>${code}</script></template>`,
  (code) => `<noscript><p title="</noscript><script>${code}</script>">`,
  (code) => `<script src="data:text/javascript,${encodeURIComponent(code)}"></script>`,
  (code) => `<iframe srcdoc="<script>parent.${code}</script>"></iframe>`,
  (code) => `<iframe src="javascript:parent.${code}"></iframe>`,
  (code) => `<object data="javascript:${code}"></object>`,
  (code) => `<embed src="javascript:${code}">`,
  (code) => `<meta http-equiv="refresh" content="0;url=javascript:${code}">`,
  (code) => `<base href="javascript:${code}//">`,
  (code) => `<form action="javascript:${code}"><button>提交</button></form>`,
  (code) => `<form><button formaction="javascript:${code}">提交</button></form>`,
  (code) => `<a href="javascript:${code}">链接</a>`,
  (code) => `<a href="JaVaScRiPt:${code}">链接</a>`,
  (code) => `<a href="&#106;avascript:${code}">链接</a>`,
  (code) => `<a href="&#x6A;&#x61;vascript&#58;${code}">链接</a>`,
  (code) => `<a href="java&#x09;script:${code}">链接</a>`,
  (code) => `<a href=" \u0001javascript:${code}">链接</a>`,
  (code) => `<a href="javascript%3A${code}">链接</a>`,
  (code) => `<a href="data:text/html,<script>${code}</script>">链接</a>`,
  (code) => `<a href="vbscript:${code}">链接</a>`,
  (code) => `<svg><a xlink:href="javascript:${code}"><text y="20">链接</text></a></svg>`,
  (code) =>
    `<svg><a><animate attributeName="href" to="javascript:${code}"/><text>x</text></a></svg>`,
  (code) => `<math href="javascript:${code}">链接</math>`,
  (code) => `<isindex action="javascript:${code}" type=image>`,
  (code) => `<div style="background:url(javascript:${code})">x</div>`,
  (code) => `<div style="width:expression(${code})">x</div>`,
  (code) => `<link rel="import" href="data:text/html,<script>${code}</script>">`,
];

/** Mutation XSS: markup that changes meaning when a sanitizer's output is parsed again. */
const MUTATIONS = [
  (code) => `<math><mtext><table><mglyph><style><img src=x onerror=${code}>`,
  (code) => `<form><math><mtext></form><form><mglyph><style></math><img src=x onerror=${code}>`,
  (code) => `<svg></p><style><a id="</style><img src=x onerror=${code}>">`,
  (code) =>
    `<math><mi><mglyph><svg><mtext><textarea><a title="</textarea><img src=x onerror=${code}>">`,
  (code) => `<noscript><img src=x title="</noscript><img src=x onerror=${code}>">`,
  (code) => `<svg><style><img src=x onerror=${code}></style></svg>`,
  (code) => `<svg><foreignObject><img src=x onerror=${code}></foreignObject></svg>`,
  (code) =>
    `<math><mtext><h1><a><h6></a></h6><mglyph><svg><mtext><style><a title="</style><img src=x onerror=${code}>">`,
  (code) => `<table><caption><svg><style><img src=x onerror=${code}>`,
  (code) => `<xmp><p title="</xmp><img src=x onerror=${code}>">`,
  (code) => `<listing>&lt;img src=x onerror=${code}&gt;</listing>`,
  (code) => `<title><img src=x onerror=${code}></title>`,
  (code) => `<textarea><img src=x onerror=${code}></textarea>`,
  (code) => `<!--<img src="--><img src=x onerror=${code}//">`,
  (code) => `<![CDATA[><img src=x onerror=${code}>]]>`,
  (code) => `<img src="x\` \`<script>${code}</script>"\` \`>`,
  (code) => `<a href="x" title="&quot;><img src=x onerror=${code}>">x</a>`,
  (code) => `&lt;img src=x onerror=${code}&gt;`,
  (code) => `&amp;lt;script&amp;gt;${code}&amp;lt;/script&amp;gt;`,
  (code) => `%3Cimg%20src%3Dx%20onerror%3D${encodeURIComponent(code)}%3E`,
  (code) => `%253Cscript%253E${code}%253C%252Fscript%253E`,
  (code) => `\\u003cimg src=x onerror=${code}\\u003e`,
  (code) => `\u2028<img src=x onerror=${code}>\u2029`,
  (code) => `\u0000<script>${code}</script>`,
  (code) => `<img src=x onerror=${code}\u0000>`,
  (code) => `{{constructor.constructor('${code.replaceAll("'", '"')}')()}}`,
  (code) => `\${${code}}`,
  (code) => `"};${code};//`,
  (code) => `'+${code}+'`,
  (code) => `","__proto__":{"polluted":"yes"},"x":"<img src=x onerror=${code}>`,
  (code) => `<div id="root"><img src=x onerror=${code}></div>`,
  (code) =>
    `<script type="application/json" id="bc-route-data">{"x":"</script><script>${code}</script>"}</script>`,
];

/** An HTML vector: what a text field from the server may hold. */
function htmlVectors() {
  const vectors = [];
  const add = (make) => {
    const id = `h${vectors.length + 1}`;
    vectors.push({ id, payload: make(hit(id)) });
  };
  for (const [index, [tag, event]] of HANDLERS.entries())
    add((code) => SPELLINGS[index % SPELLINGS.length](tag, event, code));
  for (const [tag, event] of HANDLERS.slice(0, 12))
    add((code) => SPELLINGS[(tag.length % 4) + 1](tag, event, code));
  for (const script of SCRIPTS) add(script);
  for (const mutation of MUTATIONS) add(mutation);
  for (const [tag, event] of HANDLERS.slice(12)) add((code) => `'><${tag} ${event}=${code}>`);
  for (const [tag, event] of HANDLERS.slice(0, 12))
    add((code) => `<p title="</p><${tag} ${event}=${code}>">`);
  return vectors;
}

/** At least 140 HTML vectors, each with the id its payload reports. */
export const HTML_VECTORS = htmlVectors();

/**
 * What a field holding many vectors puts between two: it closes what a vector may have left open
 * (a comment, an attribute, a raw-text element, foreign content), so each vector starts afresh.
 */
export const VECTOR_SEPARATOR =
  '\'"--></textarea></title></style></xmp></noscript></noembed></noframes></iframe></select></template></svg></math> ';

/**
 * Addresses a link, a picture, a video, a product or a mini-program path may carry. `expect`:
 * `refuse` the page must never navigate to it nor run it; `web` an ordinary web address (it may be
 * opened, and must not run anything); `mini` a mini-program path that must not climb out of
 * `pages/` (`../`).
 */
function addressVectors() {
  const code = (id) => encodeURIComponent(hit(id)).replaceAll("'", '%27');
  const raw = [
    ['refuse', (id) => `javascript:${hit(id)}`],
    ['refuse', (id) => `JAVASCRIPT:${hit(id)}`],
    ['refuse', (id) => `JaVaScRiPt:${hit(id)}`],
    ['refuse', (id) => ` javascript:${hit(id)}`],
    ['refuse', (id) => `\tjavascript:${hit(id)}`],
    ['refuse', (id) => `\njavascript:${hit(id)}`],
    ['refuse', (id) => `java\tscript:${hit(id)}`],
    ['refuse', (id) => `java\nscript:${hit(id)}`],
    ['refuse', (id) => `java\rscript:${hit(id)}`],
    ['refuse', (id) => `\u0000javascript:${hit(id)}`],
    ['refuse', (id) => `\u0001javascript:${hit(id)}`],
    ['refuse', (id) => `\u200bjavascript:${hit(id)}`],
    ['refuse', (id) => `\ufeffjavascript:${hit(id)}`],
    ['refuse', (id) => `javascript :${hit(id)}`],
    ['refuse', (id) => `javascript&colon;${hit(id)}`],
    ['refuse', (id) => `&#106;avascript:${hit(id)}`],
    ['refuse', (id) => `&#x6A;&#x61;&#x76;&#x61;script:${hit(id)}`],
    ['refuse', (id) => `javascript%3A${code(id)}`],
    ['refuse', (id) => `%6A%61%76%61%73%63%72%69%70%74:${code(id)}`],
    ['refuse', (id) => `javascript%253A${code(id)}`],
    ['refuse', (id) => `javascript://%0A${code(id)}`],
    ['refuse', (id) => `javascript://https://example.com/%0A${code(id)}`],
    ['refuse', (id) => `data:text/html,<script>${hit(id)}</script>`],
    ['refuse', (id) => `DATA:text/html;base64,${btoa(`<script>${hit(id)}</script>`)}`],
    ['refuse', (id) => `data:image/svg+xml,<svg onload="${hit(id)}"/>`],
    ['refuse', (id) => `data:text/javascript,${hit(id)}`],
    ['refuse', (id) => `vbscript:msgbox(${id})`],
    ['refuse', (id) => `VBScript:msgbox(${id})`],
    ['refuse', (id) => `blob:https://example.com/${id}`],
    ['refuse', (id) => `file:///etc/passwd#${id}`],
    ['refuse', (id) => `FILE://c:/windows/win.ini#${id}`],
    ['refuse', (id) => `intent://scan/#Intent;scheme=zxing;package=evil;S.id=${id};end`],
    ['refuse', (id) => `about:blank#${id}`],
    ['refuse', (id) => `chrome://settings/#${id}`],
    ['refuse', (id) => `view-source:https://example.com/${id}`],
    ['refuse', (id) => `jar:https://example.com/a.jar!/${id}`],
    ['refuse', (id) => `ms-appinstaller:?source=https://example.com/${id}`],
    ['refuse', (id) => `tel:10086#${id}`],
    ['refuse', (id) => `mailto:a@example.com?subject=${id}`],
    ['web', (id) => `//evil.example/${id}`],
    ['web', (id) => `\\\\evil.example\\${id}`],
    ['web', (id) => `https://trusted.example@evil.example/${id}`],
    ['web', (id) => `https://trusted.example%40evil.example/${id}`],
    ['web', (id) => `https://bosscloud.com.evil.example/${id}`],
    ['web', (id) => `https://b0sscloud.com/${id}`],
    ['web', (id) => `https://xn--bsscloud-m4a.com/${id}`],
    ['web', (id) => `https://evil.example/${id}?x="><img src=x onerror=${hit(id)}>`],
    ['web', (id) => `http://[::1]:80/${id}`],
    ['mini', (id) => `pages/index/index/../../../${id}`],
    ['mini', (id) => `/pages/a/b/..%2F..%2F${id}`],
    ['mini', (id) => `pages/../../${id}`],
  ];
  return raw.map(([expect, make], index) => {
    const id = `a${index + 1}`;
    return { id, expect, address: make(id) };
  });
}

/** At least 40 address vectors, each with the id its payload reports and what the page must do. */
export const ADDRESS_VECTORS = addressVectors();
