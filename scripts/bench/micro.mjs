// Runs the mount and validation benchmarks of scripts/bench/micro/ in Chromium at 4× CPU.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { PHONE, phoneContext, throttle } from './phone.mjs';
import { summary } from './report.mjs';

const root = resolve(import.meta.dirname, '../..');

/** Builds the measuring page into `outDir` (served at /bench-micro/); rejects when the build fails. */
export function buildMicro(outDir) {
  return new Promise((done, failed) => {
    const child = spawn(
      'npx',
      ['vite', 'build', '--config', 'scripts/bench/micro/vite.config.ts', '--outDir', outDir],
      { cwd: root, stdio: 'inherit' },
    );
    child.on('error', failed);
    child.on('exit', (code) =>
      code === 0 ? done() : failed(new Error(`the bench page build failed (${code})`)),
    );
  });
}

/**
 * Opens the measuring page at `url`, slows its CPU 4×, and measures mounting `mountData` (the
 * 200-module page) `runs` times each way and validating `validateData` (a 20-module page).
 */
export async function runMicro(browser, url, { mountData, validateData, runs }) {
  const context = await phoneContext(browser);
  try {
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForFunction(() => window.benchMicro, undefined, { timeout: 30_000 });
    const cdp = await context.newCDPSession(page);
    await throttle(cdp, { network: false });
    const mount = await page.evaluate(
      ([data, count]) => window.benchMicro.mount(data, count),
      [mountData, runs],
    );
    const validate = await page.evaluate(
      ([data, count]) => window.benchMicro.validate(data, count, 20),
      [validateData, runs],
    );
    if (errors.length) throw new Error(`the bench page failed: ${errors.join('; ')}`);
    return {
      cpu: `CPU slowed ${PHONE.cpuSlowdown}×, ${runs} runs each`,
      mount: {
        modules: mountData.moduleSubs.length,
        shown: mount.modules,
        runtime: summary(mount.runtime),
        baseline: summary(mount.baseline),
        sameDom: mount.sameDom,
        firstDifference: mount.firstDifference,
      },
      validate: { modules: validateData.moduleSubs.length, time: summary(validate) },
    };
  } finally {
    await context.close();
  }
}
