import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { loadEnv } from 'vite';
import { defineConfig } from 'vitest/config';
import { cspPlugin } from './build/csp-plugin.ts';
import { htmlEntriesPlugin } from './build/html-entries-plugin.ts';
import { htmlEntries } from './build/html-entries.ts';
import { initialGraph } from './build/initial-graph.ts';
import { validatorsPlugin } from './build/validators-plugin.ts';
import { missingSettings } from './lib/deployment.ts';

const root = import.meta.dirname;
const entries = htmlEntries(root);
const activityEntry = resolve(root, 'app/activity-page.tsx');
const activityGraph = initialGraph(activityEntry);
/** Loaded by nearly every activity page with its first module: the frame around each module, the picture, the consult rule. */
const EVERY_PAGE =
  /[\\/](registry[\\/]module-frame\.tsx|ui[\\/]Picture\.(tsx|css)|lib[\\/]stay-consult\.ts)$/;

/** Helpers the module kinds share, each too small to be a file of its own. */
const RENDERER_COMMON =
  /[\\/](lib[\\/](text|time|number|code-table|live-status)\.ts|ui[\\/](CardAction\.tsx|media-session\.ts))$/;

/** What every screen (not the activity page) loads: its entry's frame and its body. */
const SCREEN_FRAME =
  /[\\/](app[\\/](start-screen|ScreenApp|screen-loaded)\.tsx?|screens[\\/]shared[\\/](ScreenBody\.tsx|use-outcome\.ts|screen\.ts)|lib[\\/]site-path\.ts|actions[\\/]use-app-opening\.tsx|ui[\\/]Skeleton\.tsx)$/;
/** What the screens that ask the gateway load besides: their loaders' helpers. */
const SCREEN_LOADING =
  /[\\/](screens[\\/]shared[\\/]load\.ts|runtime[\\/](required-call|load-messages)\.ts)$/;
/**
 * The project module's renderer and its card, which the 项目推荐 block and /project show too: one
 * chunk, so the activity page loads the project kind as one file.
 */
const PROJECT_RENDERER = /[\\/]registry[\\/]project[\\/](ProjectCard|ProjectList)\.tsx$/;
/** Amounts as the project and opportunity cards and summaries show them. */
const AMOUNT = /[\\/]lib[\\/]amount\.ts$/;
/**
 * The popup with its modal behaviour, and the countdown: the pages with a draw, a sign-up or a live
 * preview load them together, so one chunk rather than a split that every such page pays for.
 */
const POPUP_AND_COUNTDOWN =
  /[\\/]ui[\\/](Popup\.tsx|use-modal\.ts|use-presence\.ts|Portal\.tsx|use-countdown\.ts)$/;
/** The rich text of the screens that show some, and its sanitizer's loader. */
const RICH_TEXT = /[\\/]ui[\\/](RichText\.tsx|sanitize-html\.ts)$/;

export default defineConfig(({ command, mode }) => {
  const missing = missingSettings(loadEnv(mode, root, 'VITE_'));
  if (command === 'build' && missing.length > 0)
    throw new Error(
      `This deployment needs ${missing.join(' and ')} (see the README's environments).`,
    );
  return {
    plugins: [
      htmlEntriesPlugin(root, entries),
      react(),
      validatorsPlugin(),
      cspPlugin(Object.values(entries)),
      activityGraph.plugin,
    ],
    // The preview's reader (app/preview/read-worker.ts) validates in a worker: the same precompiled validators.
    worker: { format: 'es' as const, plugins: () => [validatorsPlugin()] },
    build: {
      outDir: 'dist',
      target: 'es2020',
      manifest: true,
      // No modulepreload polyfill (0.3 kB of every page's first JavaScript): a browser without
      // modulepreload (iOS before 17) fetches a preloaded renderer chunk when the entry imports it,
      // after the page has painted from the server's HTML; it only hydrates a round trip later.
      modulePreload: { polyfill: false },
      // video.js (lazy, only on pages with a video) is the one large chunk; `npm run size` is the real budget.
      chunkSizeWarningLimit: 800,
      rolldownOptions: {
        input: entries,
        output: {
          codeSplitting: {
            // With more than one page, Rolldown would cut the activity page's first JavaScript into
            // the code shared with the screens and the rest (2.3 kB more gzip over six chunks). One
            // chunk holds everything the activity entry loads statically (and the module frame and
            // picture every page's first module loads): the activity page's first JavaScript stays
            // one stream, and the screens load the same chunk. The entry module itself stays out
            // of it, as it mounts the activity page when it runs.
            groups: [
              {
                name: 'activity-shared',
                test: (id) =>
                  id !== activityEntry && (activityGraph.has(id) || EVERY_PAGE.test(id)),
              },
              // The small helpers several module kinds and the screens share (text length, dates,
              // compact numbers, the card's tap target, the live status, the media session) as one
              // chunk rather than seven files of a few hundred bytes each.
              { name: 'renderer-common', test: RENDERER_COMMON },
              // The screens' own frame (their entry and body), which every screen loads; the
              // helpers of those that load from the gateway; the rich text of those that show some.
              { name: 'screen-frame', test: SCREEN_FRAME },
              { name: 'screen-loading', test: SCREEN_LOADING },
              { name: 'rich-text', test: RICH_TEXT },
              { name: 'Popup', test: POPUP_AND_COUNTDOWN },
              // Before the project renderer's group, which would take the amounts in with it.
              { name: 'amount', test: AMOUNT },
              { name: 'project', test: PROJECT_RENDERER },
            ],
          },
        },
      },
    },
    server: {
      host: '127.0.0.1',
      proxy: {
        '/api': 'http://127.0.0.1:8080',
        '/storage': 'http://127.0.0.1:8080',
        '/__dev': 'http://127.0.0.1:8080',
      },
    },
    test: {
      environment: 'node',
      include: ['**/*.test.{ts,tsx}'],
      exclude: ['node_modules/**', 'dist/**', 'storybook-static/**', 'tests/e2e/**'],
      setupFiles: [resolve(root, 'tests/setup.ts')],
      restoreMocks: true,
    },
  };
});
