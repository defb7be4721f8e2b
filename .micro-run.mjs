import { createServer } from 'node:http';
import { readFileSync, existsSync } from 'node:fs';
import { join, extname } from 'node:path';
import { buildMicro, runMicro } from './scripts/bench/micro.mjs';
import { bigPageData } from './scripts/bench/big-page.mjs';
import { launchChromium } from './scripts/bench/phone.mjs';
const out = '/tmp/micro/site';
if (!process.argv.includes('--nobuild')) await buildMicro(out);
const types = { '.js': 'text/javascript', '.html': 'text/html', '.css': 'text/css' };
const server = createServer((req, res) => {
  const path = join(out, new URL(req.url, 'http://x').pathname.replace(/^\/bench-micro/, ''));
  if (!existsSync(path)) { res.statusCode = 404; return res.end(); }
  res.setHeader('content-type', types[extname(path)] ?? 'application/octet-stream');
  res.end(readFileSync(path));
}).listen(0, '127.0.0.1');
await new Promise((r) => server.on('listening', r));
const browser = await launchChromium({ exposeGc: true });
const r = await runMicro(browser, `http://127.0.0.1:${server.address().port}/bench-micro/index.html`, { mountData: bigPageData(), validateData: bigPageData(20), runs: Number(process.env.RUNS ?? 21) });
console.log('runtime', r.mount.runtime.median.toFixed(1), 'baseline', r.mount.baseline.median.toFixed(1), 'ratio', (r.mount.runtime.median / r.mount.baseline.median).toFixed(2), 'same', r.mount.sameDom);
await browser.close(); server.close();
