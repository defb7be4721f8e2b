// Size check (npm run size): gzip size of the JavaScript the activity page loads first, against a
// budget, and a guard that the heavy libraries stay out of it. Reads dist/.vite/manifest.json
// (build.manifest) or, without one, the script and modulepreload tags of dist/activity-page.html.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, posix, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = resolve(import.meta.dirname, '..');
const dist = resolve(root, process.env.SIZE_DIST ?? 'dist');
const page = process.env.SIZE_PAGE ?? 'activity-page.html';
const budgetKb = Number(process.env.SIZE_BUDGET_KB ?? 106);

// Libraries that must load only where used: a package path in the manifest, or a string literal
// that survives minification and only that library's code contains.
const forbidden = [
  { name: 'video.js', path: '/video.js/', markers: ['VIDEOJS_NO_DYNAMIC_STYLE'] },
  {
    name: 'swiper',
    path: '/swiper/',
    markers: ['swiper-slide-index', 'swiper-centered-offset-before'],
  },
  {
    name: '@formily',
    path: '/@formily/',
    markers: ['__FORMILY_DEV_TOOLS_HOOK__', 'onFieldInputValueChange'],
  },
  {
    name: 'sa-sdk-javascript',
    path: '/sa-sdk-javascript/',
    markers: ['sensorsdata2015jssdkcross'],
  },
  { name: 'weixin-js-sdk', path: '/weixin-js-sdk/', markers: ['preVerifyJSAPI'] },
];

function fail(message) {
  console.error(`size: ${message}`);
  process.exit(1);
}

function gzipKb(file) {
  return gzipSync(readFileSync(join(dist, file)), { level: 6 }).length / 1024;
}

function rawKb(file) {
  return readFileSync(join(dist, file)).length / 1024;
}

/** First-load and lazy JS files (paths relative to dist) from the Vite manifest. */
function fromManifest(manifest) {
  const entry = manifest[page] ?? Object.values(manifest).find((chunk) => chunk.src === page);
  if (!entry) fail(`${page} is not an entry of the manifest`);
  const first = new Map();
  const walk = (chunk) => {
    if (first.has(chunk.file)) return;
    first.set(chunk.file, chunk);
    for (const key of chunk.imports ?? []) walk(manifest[key]);
  };
  walk(entry);
  const lazy = new Map();
  const walkLazy = (chunk) => {
    for (const key of [...(chunk.dynamicImports ?? []), ...(chunk.imports ?? [])]) {
      const next = manifest[key];
      if (!next || first.has(next.file) || lazy.has(next.file)) continue;
      lazy.set(next.file, next);
      walkLazy(next);
    }
  };
  for (const chunk of [...first.values()]) walkLazy(chunk);
  const css = [...first.values()].flatMap((chunk) => chunk.css ?? []);
  return { first, lazy, css: [...new Set(css)] };
}

/** The same from the built HTML when the build wrote no manifest (lazy = every other JS file). */
function fromHtml() {
  const html = readFileSync(join(dist, page), 'utf8');
  const refs = [
    ...html.matchAll(
      /<(?:script[^>]*\bsrc|link[^>]*\brel="modulepreload"[^>]*\bhref)="([^"]+\.js)"/g,
    ),
  ];
  const files = refs.map((match) => posix.normalize(match[1].replace(/^\.?\//, '')));
  const first = new Map(files.map((file) => [file, { file }]));
  const css = [...html.matchAll(/<link[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+\.css)"/g)].map(
    (m) => m[1].replace(/^\.?\//, ''),
  );
  const assets = existsSync(join(dist, 'assets')) ? readdirSync(join(dist, 'assets')) : [];
  const lazy = new Map(
    assets
      .filter((name) => name.endsWith('.js') && !first.has(`assets/${name}`))
      .map((name) => [`assets/${name}`, { file: `assets/${name}` }]),
  );
  return { first, lazy, css };
}

function heavyIn(file, chunk) {
  const text = readFileSync(join(dist, file), 'utf8');
  const ids = [chunk.src ?? '', chunk.name ?? ''].join(' ');
  return forbidden
    .filter((lib) => ids.includes(lib.path) || lib.markers.some((marker) => text.includes(marker)))
    .map((lib) => lib.name);
}

function row(label, kbRaw, kbGzip, note = '') {
  console.log(
    `${label.padEnd(56)} ${kbRaw.toFixed(1).padStart(8)} ${kbGzip.toFixed(1).padStart(8)}  ${note}`,
  );
}

if (!existsSync(join(dist, page)))
  fail(`${join('dist', page)} is missing: run \`npm run build\` first`);
const manifestPath = join(dist, '.vite', 'manifest.json');
const { first, lazy, css } = existsSync(manifestPath)
  ? fromManifest(JSON.parse(readFileSync(manifestPath, 'utf8')))
  : fromHtml();
console.log(
  `size: ${page} (${existsSync(manifestPath) ? 'manifest' : 'html tags'}), gzip level 6, kB = 1024 bytes`,
);
console.log(`${'file'.padEnd(56)} ${'raw kB'.padStart(8)} ${'gzip kB'.padStart(8)}`);

let firstTotal = 0;
let firstRaw = 0;
const problems = [];
console.log('first load (entry + static imports):');
for (const [file, chunk] of first) {
  const kb = gzipKb(file);
  firstTotal += kb;
  firstRaw += rawKb(file);
  const heavy = heavyIn(file, chunk);
  for (const name of heavy) problems.push(`${name} is part of the first JavaScript (${file})`);
  row(`  ${file}`, rawKb(file), kb, heavy.length ? `CONTAINS ${heavy.join(', ')}` : '');
}
for (const file of css) row(`  ${file}`, rawKb(file), gzipKb(file), 'css');
row('  = first JavaScript', firstRaw, firstTotal, `budget ${budgetKb} kB`);
console.log('lazy chunks:');
for (const [file, chunk] of [...lazy].sort((a, b) => a[0].localeCompare(b[0]))) {
  const heavy = heavyIn(file, chunk);
  row(`  ${file}`, rawKb(file), gzipKb(file), heavy.join(', '));
}

if (firstTotal > budgetKb)
  problems.push(
    `first JavaScript is ${firstTotal.toFixed(1)} kB gzip, over the ${budgetKb} kB budget`,
  );
if (first.size === 0) problems.push(`no JavaScript found for ${page}`);
if (problems.length) fail(problems.join('\n  '));
console.log(
  `size: first JavaScript of ${page} is ${firstTotal.toFixed(1)} kB gzip (budget ${budgetKb} kB): ok`,
);
