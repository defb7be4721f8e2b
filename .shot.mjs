import { chromium } from 'playwright-core';
import { startGateway, startPageServer, stopChild } from './scripts/gateway-process.mjs';
const gw = await startGateway([]);
const ps = await startPageServer(gw.url);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const [name, path] of process.argv.slice(2).map((a) => [a.slice(0, a.indexOf('=')), a.slice(a.indexOf('=') + 1)])) {
  const page = await browser.newPage({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 1 });
  page.on('console', (m) => m.type() === 'error' && console.log(name, 'console', m.text()));
  const res = await page.goto(`${ps.url}${path}`, { waitUntil: 'networkidle' });
  console.log(name, res.status());
  await page.screenshot({ path: `/tmp/shot-${name}.png`, fullPage: true });
}
await browser.close(); await stopChild(ps.child); await stopChild(gw.child);
