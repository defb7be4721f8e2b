// npm run load (issue 16; not part of npm test): the page server and the local gateway under load on
// loopback, with autocannon. Expects dist/ and dist-server/ (npm run build). Starts the gateway with a
// throw-away data folder and the page server in front of it (as scripts/e2e.mjs does), then runs:
// each route of the index of pages (its first demo page) alone; the gateway's page call alone;
// every route together at 50 connections for LOAD_SECONDS (default 30); and every route together
// with every gateway call 2 s late, where the page server must fall back to the client-rendered
// shell within its budget. Prints one table (requests/s, p50/p97.5/p99 latency, connection errors,
// non-2xx, shells) and the two processes' memory; exits 1 on any 5xx, any connection error or
// timeout, or a p99 over its budget.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { indexedRoutes } from '../tests/e2e/route-index.mjs';
import { startGateway, startPageServer, stopChild } from './gateway-process.mjs';

const root = resolve(import.meta.dirname, '..');
const dist = resolve(root, process.env.E2E_DIST ?? 'dist');
/** How long every route is loaded together, in seconds. */
const MIXED_SECONDS = Number(process.env.LOAD_SECONDS ?? 30);
/** How long each route and the gateway call are loaded alone, in seconds. */
const ALONE_SECONDS = Number(process.env.LOAD_ROUTE_SECONDS ?? 2);
/** Connections at once: the 50 for the runs over every route, 10 for one route alone. */
const MIXED_CONNECTIONS = 50;
const ALONE_CONNECTIONS = 10;
/** How late every gateway call answers in the last run (over the page server's 1.5 s budget). */
const GATEWAY_DELAY_MS = 2_000;
/**
 * p99 budgets in ms, set from a run on this project's machine (2 cores, loopback, autocannon in the
 * same machine): see docs/load.md for the measurement they come from. A late gateway's p99 is the
 * page server's 1.5 s budget plus the queue of 50 connections on two cores.
 */
const P99_BUDGET_MS = { alone: 1_000, mixed: 2_500, late: 3_000 };

const work = mkdtempSync(join(tmpdir(), 'bc-load-'));
const children = [];

async function cleanup() {
  await Promise.all(children.map((child) => stopChild(child)));
  rmSync(work, { recursive: true, force: true });
}

for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => void cleanup().then(() => process.exit(130)));

/** Resident memory of a process in MB (Linux), or '?' elsewhere. */
function residentMb(pid) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
    return line ? (Number(line[1]) / 1024).toFixed(0) : '?';
  } catch {
    return '?';
  }
}

/**
 * One autocannon run of `requests` (cycled by each connection) against `base`; answers the row of
 * the table: its figures, and how many answers were the client-rendered shell (the page server's
 * fallback, header X-Page-Render: shell).
 */
async function run(name, base, requests, { connections, seconds, budget }) {
  let shells = 0;
  const onResponse = (status, body, context, headers) => {
    const render = headers?.['x-page-render'] ?? '';
    if (String(render).startsWith('shell')) shells += 1;
  };
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    requests: requests.map((request) => ({ ...request, onResponse })),
  });
  const fiveHundreds = Object.entries(result.statusCodeStats ?? {})
    .filter(([status]) => Number(status) >= 500)
    .reduce((sum, [, { count }]) => sum + Number(count), 0);
  return {
    name,
    connections,
    seconds,
    rps: result.requests.average,
    total: result.requests.total,
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    fiveHundreds,
    shells,
    budget,
  };
}

async function setGatewayDelay(gatewayUrl, ms) {
  const answer = await fetch(`${gatewayUrl}/__dev/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ rules: ms ? [{ kind: 'delay', ms }] : [] }),
  });
  if (!answer.ok) throw new Error(`the gateway refused the fault rules: ${await answer.text()}`);
}

function table(rows) {
  const head = [
    'run',
    'conn',
    's',
    'req/s',
    'p50 ms',
    'p97.5 ms',
    'p99 ms',
    'budget',
    'errors',
    'non-2xx',
    '5xx',
    'shells',
  ];
  const lines = rows.map((row) => [
    row.name,
    String(row.connections),
    String(row.seconds),
    row.rps.toFixed(0),
    String(row.p50),
    String(row.p97_5),
    String(row.p99),
    String(row.budget),
    String(row.errors),
    String(row.non2xx),
    String(row.fiveHundreds),
    `${row.shells}/${row.total}`,
  ]);
  const widths = head.map((cell, index) =>
    Math.max(cell.length, ...lines.map((line) => line[index].length)),
  );
  const format = (cells) =>
    `| ${cells.map((cell, index) => (index === 0 ? cell.padEnd(widths[index]) : cell.padStart(widths[index]))).join(' | ')} |`;
  return [
    format(head),
    `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`,
    ...lines.map(format),
  ].join('\n');
}

async function main() {
  if (
    !existsSync(join(dist, 'activity-page.html')) ||
    !existsSync(join(root, 'dist-server/main.js'))
  )
    throw new Error('dist/ or dist-server/ is missing: run `npm run build` first');
  const gateway = await startGateway(['--dist', dist, '--data', join(work, 'data')]);
  children.push(gateway.child);
  const pageServer = await startPageServer(gateway.url, { DIST_DIR: dist });
  children.push(pageServer.child);
  const routes = (await indexedRoutes(pageServer.url))
    .filter((route) => route.pages.length > 0)
    .map((route) => ({ name: route.name, path: route.pages[0] }));
  // Each page once first: the first answers of a fresh process are not what is measured.
  for (const route of routes) await (await fetch(`${pageServer.url}${route.path}`)).text();
  const memory = [];
  const sample = (when) =>
    memory.push(`${when} ${residentMb(pageServer.child.pid)} and ${residentMb(gateway.child.pid)}`);
  sample('at start');
  console.log(
    `load: ${routes.length} routes on the page server ${pageServer.url}, gateway ${gateway.url}`,
  );

  const rows = [];
  const alone = {
    connections: ALONE_CONNECTIONS,
    seconds: ALONE_SECONDS,
    budget: P99_BUDGET_MS.alone,
  };
  for (const route of routes)
    rows.push(
      await run(
        `${route.name} ${route.path}`,
        pageServer.url,
        [{ method: 'GET', path: route.path }],
        alone,
      ),
    );
  rows.push(
    await run(
      'gateway POST page/v2/find {pageId: 1001}',
      gateway.url,
      [
        {
          method: 'POST',
          path: '/api/page/v2/find',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ pageId: '1001' }),
        },
      ],
      alone,
    ),
  );
  sample('after each route alone');
  const every = routes.map((route) => ({ method: 'GET', path: route.path }));
  rows.push(
    await run('every route together', pageServer.url, every, {
      connections: MIXED_CONNECTIONS,
      seconds: MIXED_SECONDS,
      budget: P99_BUDGET_MS.mixed,
    }),
  );
  sample('after every route together');
  await setGatewayDelay(gateway.url, GATEWAY_DELAY_MS);
  const late = await run(
    `every route, gateway ${GATEWAY_DELAY_MS / 1000} s late`,
    pageServer.url,
    every,
    {
      connections: MIXED_CONNECTIONS,
      seconds: Math.min(MIXED_SECONDS, 10),
      budget: P99_BUDGET_MS.late,
    },
  );
  rows.push(late);
  sample('after the late gateway');
  await setGatewayDelay(gateway.url, 0);

  console.log(table(rows));
  console.log(`load: memory (RSS, MB) of the page server and the gateway: ${memory.join('; ')}`);
  const problems = [
    ...rows
      .filter((row) => row.errors > 0)
      .map((row) => `${row.name}: ${row.errors} connection errors (${row.timeouts} timeouts)`),
    ...rows
      .filter((row) => row.fiveHundreds > 0)
      .map((row) => `${row.name}: ${row.fiveHundreds} answers 5xx`),
    ...rows
      .filter((row) => row.p99 > row.budget)
      .map((row) => `${row.name}: p99 ${row.p99} ms over its ${row.budget} ms budget`),
  ];
  for (const problem of problems) console.error(`load: ${problem}`);
  return problems.length === 0 ? 0 : 1;
}

let code = 1;
try {
  code = await main();
} catch (error) {
  console.error(`load: ${error.message}`);
} finally {
  await cleanup();
}
process.exit(code);
