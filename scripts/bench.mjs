// Page-load benchmark (`npm run bench [-- pageId ...]`; not in CI). Builds the client and the page
// server, starts the local gateway and the page server on loopback, and in Chromium on a slow phone
// (scripts/bench/phone.mjs) interleaves cold loads of each page as: the product server-rendered
// (the page server, hydrating), the product client-rendered (the static build served as a plain
// static host would, its calls going to the gateway), and the floor (the same page's final DOM as
// static HTML with every script removed, served from the same origin). Pages 1001, 1002 and a
// generated 200-module page (scripts/bench/big-page.mjs). Then, at 4× CPU, mounting 200 modules
// against plain React elements building the same DOM, and validating a 20-module page
// (scripts/bench/micro/). Prints medians with min–max and ratios to the floor, and writes
// bench-results/latest.json and latest.md (git-ignored: numbers of one machine at one time).
// BENCH_RUNS sets the loads per variant and page (default 5). Loopback only; every wait is
// bounded; temp folders and processes are removed at the end, on error and on Ctrl-C.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startGateway, startPageServer, stopChild } from './gateway-process.mjs';
import { BIG_PAGE_ID, bigPageData, writeBigPage } from './bench/big-page.mjs';
import { captureFloor } from './bench/floor.mjs';
import { buildMicro, runMicro } from './bench/micro.mjs';
import { coldLoad, launchChromium, PHONE } from './bench/phone.mjs';
import { LOAD_METRICS, summary, writeResults } from './bench/report.mjs';

const root = resolve(import.meta.dirname, '..');
const runs = Math.max(1, Math.min(50, Number(process.env.BENCH_RUNS ?? 5) || 5));
const pageIds = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['1001', '1002', BIG_PAGE_ID];
const titles = {
  1001: 'every module type',
  1002: 'sign-up form',
  [BIG_PAGE_ID]: '200 modules, generated from the module fixtures',
};
/** A module of the page is on screen: the product has rendered (or hydrated) it. */
const MODULE = '[data-module-type]';
/** The whole run may take this long at most; then it stops, cleans up and fails. */
const DEADLINE_MS = 30 * 60_000;

const work = mkdtempSync(join(tmpdir(), 'bc-bench-'));
const site = join(work, 'site');
const cleanups = [() => rmSync(work, { recursive: true, force: true })];
let cleaning;
function cleanUp() {
  cleaning ??= (async () => {
    for (const step of cleanups.reverse()) await Promise.resolve(step()).catch(() => {});
  })();
  return cleaning;
}
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => void cleanUp().then(() => process.exit(130)));
const deadline = setTimeout(() => {
  console.error(`bench: still running after ${DEADLINE_MS / 60_000} min; stopping`);
  void cleanUp().then(() => process.exit(1));
}, DEADLINE_MS);
deadline.unref();

function run(command, args) {
  return new Promise((done, failed) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
    child.on('error', failed);
    child.on('exit', (code) =>
      code === 0 ? done() : failed(new Error(`${command} ${args.join(' ')} failed (${code})`)),
    );
  });
}

/** The variants of one page, in the order of the first round (later rounds rotate it). */
function variantsOf(pageId, gatewayUrl, pageServerUrl) {
  return [
    {
      name: 'server',
      label: 'the product, server-rendered (page server)',
      url: `${pageServerUrl}/activity-page.html?pageId=${pageId}`,
      ready: MODULE,
    },
    {
      name: 'client',
      label: 'the product, client-rendered (static host)',
      url: `${gatewayUrl}/activity-page.html?pageId=${pageId}`,
      ready: MODULE,
    },
    {
      name: 'floor',
      label: 'floor: its final DOM as static HTML, scripts removed',
      url: `${gatewayUrl}/floor-${pageId}.html`,
      ready: MODULE,
    },
  ];
}

try {
  const started = Date.now();
  console.log('bench: building the client');
  await run('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', site, '--emptyOutDir']);
  await run('npx', ['vite', 'build', '-c', 'vite.server.config.ts', '--logLevel', 'warn']);
  await buildMicro(join(site, 'bench-micro'));
  const pagesDir = join(work, 'pages');
  mkdirSync(pagesDir);
  writeBigPage(pagesDir);

  const gateway = await startGateway([
    '--dist',
    site,
    '--data',
    join(work, 'data'),
    '--pages',
    pagesDir,
  ]);
  cleanups.push(() => stopChild(gateway.child));
  const pageServer = await startPageServer(gateway.url, { DIST_DIR: site });
  cleanups.push(() => stopChild(pageServer.child));
  const browser = await launchChromium();
  cleanups.push(() => browser.close());

  const loads = pageIds.map((pageId) => ({
    pageId,
    title: titles[pageId] ?? `page ${pageId}`,
    variants: variantsOf(pageId, gateway.url, pageServer.url).map((variant) => ({
      ...variant,
      samples: [],
    })),
  }));
  for (const { pageId, variants } of loads) {
    const client = variants.find((variant) => variant.name === 'client');
    const bytes = await captureFloor(browser, client.url, join(site, `floor-${pageId}.html`), {
      ready: MODULE,
    });
    console.log(
      `bench: floor of page ${pageId} captured (${(bytes / 1024).toFixed(1)} kB of HTML)`,
    );
  }

  console.log(
    `bench: ${runs} cold loads per variant and page, interleaved; ${PHONE.width}×${PHONE.height}, CPU ${PHONE.cpuSlowdown}× slower, ${PHONE.latencyMs} ms latency, ${PHONE.downloadKbit} kbit/s down`,
  );
  for (let round = 0; round < runs; round += 1) {
    for (const { pageId, variants } of loads) {
      // Rotate the order each round, so no variant always loads first or last.
      for (let index = 0; index < variants.length; index += 1) {
        const variant = variants[(index + round) % variants.length];
        const sample = await coldLoad(browser, variant.url, { ready: variant.ready });
        variant.samples.push(sample);
        console.log(
          `  round ${round + 1}/${runs} page ${pageId} ${variant.name.padEnd(6)} ` +
            LOAD_METRICS.map(
              ({ key, unit }) => `${key} ${sample[key].toFixed(unit === 'kB' ? 1 : 0)}`,
            ).join('  '),
        );
      }
    }
  }
  for (const { variants } of loads)
    for (const variant of variants)
      variant.stats = Object.fromEntries(
        LOAD_METRICS.map(({ key }) => [key, summary(variant.samples.map((sample) => sample[key]))]),
      );

  console.log('bench: mounting and validating at 4× CPU');
  const big = bigPageData();
  const microBrowser = await launchChromium({ exposeGc: true });
  cleanups.push(() => microBrowser.close());
  const micro = await runMicro(microBrowser, `${gateway.url}/bench-micro/index.html`, {
    mountData: big,
    validateData: bigPageData(20),
    runs: Math.max(21, runs * 4 + 1),
  });

  const markdown = writeResults(join(root, 'bench-results'), {
    startedAt: new Date(started).toISOString(),
    seconds: Math.round((Date.now() - started) / 1000),
    loadAverage: loadavg()[0].toFixed(2),
    cores: availableParallelism(),
    runs,
    profile: `${PHONE.width}×${PHONE.height} at ${PHONE.deviceScaleFactor}×, CPU slowed ${PHONE.cpuSlowdown}×, ${PHONE.latencyMs} ms latency, ${PHONE.downloadKbit} kbit/s down, ${PHONE.uploadKbit} kbit/s up`,
    phone: PHONE,
    loads: loads.map(({ pageId, title, variants }) => ({
      pageId,
      title,
      variants: variants.map(({ name, label, samples, stats }) => ({
        name,
        label,
        stats,
        samples,
      })),
    })),
    micro,
  });
  console.log(`\n${markdown}`);
  console.log(
    `bench: done in ${Math.round((Date.now() - started) / 1000)} s; bench-results/latest.md and latest.json written`,
  );
} catch (error) {
  console.error(`bench: ${error instanceof Error ? error.stack : String(error)}`);
  process.exitCode = 1;
} finally {
  await cleanUp();
  clearTimeout(deadline);
}
