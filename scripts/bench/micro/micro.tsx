// The measuring page of `npm run bench`'s two small benchmarks, run in Chromium at 4× CPU by
// scripts/bench/micro.mjs. Chromium rather than Node: React DOM needs a real DOM (jsdom would time
// jsdom, not the browser), and the page loads run under the same CPU throttling, so all numbers of
// the report share one clock. The page exposes `window.benchMicro`; the script passes the page
// data in and reads the timings back.
import { createElement, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import '../../../ui/base.css';
import { AppProviders } from '../../../app/AppProviders.tsx';
import { createServices } from '../../../app/services.ts';
import { registry } from '../../../registry/all.ts';
import { buildPage } from '../../../runtime/build-page.ts';
import { Page } from '../../../runtime/Page.tsx';
import { handWritten, snapshotOf, type Snapshot } from './element-tree.ts';

/** What one run of the mount benchmark reports (milliseconds per mount). */
interface MountResult {
  runtime: number[];
  baseline: number[];
  /** Modules on screen (a module with nothing to show renders nothing). */
  modules: number;
  /** Whether the baseline built exactly the DOM the runtime built (the comparison is fair). */
  sameDom: boolean;
  firstDifference: string;
}

declare global {
  interface Window {
    /** Present when Chromium runs with --js-flags=--expose-gc (the bench launches it so). */
    gc?: () => void;
    benchMicro: {
      mount: (data: unknown, runs: number) => Promise<MountResult>;
      validate: (data: unknown, runs: number, batch: number) => number[];
    };
  }
}

const services = createServices();
const host = document.getElementById('bench') as HTMLElement;

/** Mounts a tree into a fresh container synchronously; answers the time it took and the root. */
function timedMount(tree: ReactNode): { ms: number; root: Root; container: HTMLElement } {
  const container = document.createElement('div');
  host.append(container);
  const root = createRoot(container);
  // Start each mount with a clean heap, so one mount's collection is not billed to the next.
  window.gc?.();
  const started = performance.now();
  // A sync render: render, commit (the DOM built and in the document) and, for a sync lane,
  // the passive effects too, before flushSync returns. Style and layout are not included: the
  // two DOMs are the same, so they would cost the same.
  flushSync(() => root.render(tree));
  return { ms: performance.now() - started, root, container };
}

/**
 * Lets the browser finish with the last mount before the next one: its pictures' loads and events,
 * its removed media elements and the nodes they keep alive. Mounting run after run in one task
 * piles that work up, and every mount grows slower (by about 15 ms a run on the 200-module page,
 * for both sides alike), which measures the pile, not the mount, and pulls the ratio towards 1.
 */
function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 50));
}

function unmount({ root, container }: { root: Root; container: HTMLElement }): void {
  root.unmount();
  container.remove();
}

function firstDifference(a: string, b: string): string {
  let index = 0;
  while (index < a.length && a[index] === b[index]) index += 1;
  return index >= a.length && index >= b.length
    ? ''
    : `at ${index}: runtime …${a.slice(Math.max(0, index - 80), index + 80)}… baseline …${b.slice(Math.max(0, index - 80), index + 80)}…`;
}

window.benchMicro = {
  /**
   * Mounting a page: our runtime (`<Page>` from the page model, inside the providers the app
   * uses, as the browser mounts a page it loaded itself: `fresh`, all its modules in one commit
   * rather than paced) against a hand-written page building the same DOM (./element-tree.ts). The
   * first runtime mount is the warm-up and gives the DOM the baseline copies; then both mount `runs` times, alternating, each mount
   * in a task of its own after the browser has settled the last.
   */
  async mount(data, runs) {
    // Each mount starts from its own parse of the page's data, as each page load does: no mount
    // reuses the data's strings an earlier mount has already handed to the DOM. Code's own strings
    // are the same on every mount: our renderers' literals, and the hand-written page's class
    // names, which hand-written JSX writes as literals (kept as the same strings across mounts, it
    // would otherwise pay about 5% more than a page written by hand).
    const answer = JSON.stringify(data);
    const product = () => (
      <AppProviders services={services}>
        <Page page={buildPage(JSON.parse(answer), 'bench')} registry={registry} fresh />
      </AppProviders>
    );
    const warm = timedMount(product());
    const main = warm.container.querySelector('main');
    if (!main) throw new Error('the runtime rendered no <main>');
    const runtimeHtml = main.outerHTML;
    const snapshot = JSON.stringify(snapshotOf(main));
    const literals = new Map<string, string>();
    const literal = (text: string) => {
      const kept = literals.get(text);
      if (kept !== undefined) return kept;
      literals.set(text, text);
      return text;
    };
    const baseline = () =>
      createElement(
        handWritten(
          JSON.parse(snapshot, (key, value: unknown) =>
            key === 'className' && typeof value === 'string' ? literal(value) : value,
          ) as Snapshot,
        ),
      );
    unmount(warm);
    const check = timedMount(baseline());
    const baselineHtml = check.container.querySelector('main')?.outerHTML ?? '';
    unmount(check);
    const result: MountResult = {
      runtime: [],
      baseline: [],
      modules: main.querySelectorAll('[data-module-type]').length,
      sameDom: runtimeHtml === baselineHtml,
      firstDifference: firstDifference(runtimeHtml, baselineHtml),
    };
    for (let run = 0; run < runs; run += 1) {
      // Alternate which goes first, so neither always pays for the other's garbage.
      const order =
        run % 2 === 0 ? (['runtime', 'baseline'] as const) : (['baseline', 'runtime'] as const);
      for (const which of order) {
        const tree = which === 'runtime' ? product() : baseline();
        await settle();
        const mounted = timedMount(tree);
        result[which].push(mounted.ms);
        unmount(mounted);
      }
    }
    return result;
  },
  /**
   * Validating a page: `buildPage` on a page answer (every entry and config through the
   * precompiled validators, JSON configs parsed). Each sample is the mean of `batch` builds, since
   * the browser's clock is coarse (0.1 ms) next to one build.
   */
  validate(data, runs, batch) {
    const samples: number[] = [];
    buildPage(data, 'bench');
    for (let run = 0; run < runs; run += 1) {
      const started = performance.now();
      for (let index = 0; index < batch; index += 1) buildPage(data, 'bench');
      samples.push((performance.now() - started) / batch);
    }
    return samples;
  },
};
