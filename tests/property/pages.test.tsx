import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import type { ReactNode } from 'react';
import { afterAll, describe, expect, test } from 'vitest';
import type { ApiClient } from '../../api/client.ts';
import { ApiProvider } from '../../api/use-api.tsx';
import { registry } from '../../registry/all.ts';
import { buildPage, PageShapeError } from '../../runtime/build-page.ts';
import { renderPageHtml } from '../../runtime/render-page-html.tsx';
import { MODULE_TYPES } from '../../schemas/index.ts';
import { check, RUNS, SEED } from './check.ts';
import { editsArbitrary, mutated, type Json } from './mutations.ts';
import { prototypeState } from './prototype-state.ts';

// Malformed page answers and module configs (issue 16): every recorded module of each type and
// every recorded page, edited by fast-check (wrong types, missing fields, unknown types, strings
// that are not JSON or are JSON twice, `__proto__` keys, long texts, deep nesting, many items), are
// built and rendered on the server as the page server does. Figures: 0 uncaught errors, 0 server
// render crashes, Object.prototype unchanged; the modules beside a broken one still render.

const root = join(import.meta.dirname, '..', '..', 'fixtures');
const silentApi: ApiClient = { call: () => new Promise(() => {}), setSessionRecovery: () => {} };
const providers = (children: ReactNode) => <ApiProvider client={silentApi}>{children}</ApiProvider>;
const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Json;

/** Every recorded module (fixtures/modules), the config as the wire sends it: a string holding JSON. */
const recorded = readdirSync(join(root, 'modules')).flatMap((folder) =>
  readdirSync(join(root, 'modules', folder))
    .filter((file) => file.endsWith('.json') && !file.startsWith('detail-'))
    .map((file) => readJson(join(root, 'modules', folder, file)) as { [key: string]: Json }),
);
const pages = readdirSync(join(root, 'pages')).map(
  (file) => (readJson(join(root, 'pages', file)) as { data: Json }).data,
);

/** A module that is always valid, before and after the one under test: it must still render. */
const CONTROL = (id: number): Json => ({
  id,
  subModuleType: MODULE_TYPES.imageGroup,
  subModuleName: '对照',
  subModuleJson: JSON.stringify({ pics: [{ imgUrl: 'control.jpg' }] }),
});

const figures = { cases: 0, pages: 0, refused: 0, dropped: 0, rendered: 0 };
const before = prototypeState();
let uncaught = 0;
const onUncaught = () => {
  uncaught += 1;
};
process.on('uncaughtException', onUncaught);
process.on('unhandledRejection', onUncaught);

/** Builds and renders a page answer as the server does; a page that is no page is refused, nothing else throws. */
async function serverRender(data: Json): Promise<string | undefined> {
  figures.cases += 1;
  let page;
  try {
    page = buildPage(data, '1');
  } catch (error) {
    if (!(error instanceof PageShapeError)) throw error;
    figures.refused += 1;
    return undefined;
  }
  figures.pages += 1;
  figures.dropped += page.entries.filter((entry) => !entry.ok).length;
  const { html, errors } = await renderPageHtml(page, registry, providers);
  expect(errors).toEqual([]);
  expect(prototypeState()).toEqual(before);
  figures.rendered += page.entries.filter((entry) => entry.ok).length;
  return html;
}

/** A recorded module with its config parsed (so edits reach inside it) and, edited, on the wire again. */
function onTheWire(module: { [key: string]: Json }, edits: Parameters<typeof mutated>[1]): Json {
  const config = module['subModuleJson'];
  const parsed = typeof config === 'string' ? (JSON.parse(config) as Json) : (config ?? null);
  const edited = mutated({ ...module, subModuleJson: parsed }, edits);
  if (edited === null || typeof edited !== 'object' || Array.isArray(edited)) return edited;
  const inner = edited['subModuleJson'];
  return inner !== null && typeof inner === 'object'
    ? { ...edited, subModuleJson: JSON.stringify(inner) }
    : edited;
}

afterAll(() => {
  process.off('uncaughtException', onUncaught);
  process.off('unhandledRejection', onUncaught);
  console.log(
    `property pages (seed ${SEED}, ${RUNS} runs each): ${figures.cases} cases, ${figures.pages} pages built (${figures.refused} refused as no page), ` +
      `${figures.rendered} modules rendered, ${figures.dropped} dropped alone; uncaught errors ${uncaught}, server render crashes 0, Object.prototype unchanged`,
  );
  expect(uncaught).toBe(0);
});

describe('malformed module configs: each type, between two valid modules', () => {
  test.each(Object.entries(MODULE_TYPES))(
    '%s: whatever its config, the page renders and the modules around it too',
    async (kind, type) => {
      const mine = recorded.filter((module) => Number(module['subModuleType']) === type);
      expect(mine.length, `recorded ${kind} modules`).toBeGreaterThan(0);
      await check(
        `module ${kind}`,
        fc.record({ which: fc.nat(), edits: editsArbitrary() }),
        async ({ which, edits }) => {
          const module = onTheWire(mine[which % mine.length]!, edits);
          const html = await serverRender({ moduleSubs: [CONTROL(9101), module, CONTROL(9102)] });
          expect(html).toContain('data-module-id="9101"');
          expect(html).toContain('data-module-id="9102"');
        },
      );
    },
    600_000,
  );
});

describe('malformed whole pages', () => {
  const first = pages[0] as { [key: string]: Json; moduleSubs: Json[] };
  const many = {
    ...first,
    moduleSubs: Array.from(
      { length: 1_000 },
      (_, i) => first.moduleSubs[i % first.moduleSubs.length]!,
    ),
  };
  const fiveMegabytes = '<img src=x onerror=alert(1)>好'.repeat(180_000);
  // As the wire sends it: text (JSON.stringify itself would not get this deep).
  const deep = `${'{"n":'.repeat(10_000)}{}${'}'.repeat(10_000)}`;
  const EXAMPLES: Array<{ which: number; edits: Parameters<typeof mutated>[1]; whole?: Json }> = [
    { which: 0, edits: [], whole: many },
    {
      which: 0,
      edits: [],
      whole: {
        ...first,
        pageName: fiveMegabytes,
        moduleSubs: [{ ...(first.moduleSubs[0] as object), subModuleName: fiveMegabytes }],
      },
    },
    {
      which: 0,
      edits: [],
      whole: {
        ...first,
        moduleSubs: [{ ...(first.moduleSubs[0] as object), subModuleJson: deep }],
      },
    },
    {
      which: 0,
      edits: [],
      whole: JSON.parse(
        `{"__proto__":{"polluted":"yes"},"moduleSubs":[{"id":1,"subModuleType":1,"subModuleJson":"{\\"__proto__\\":{\\"polluted\\":\\"yes\\"},\\"pics\\":[]}"}]}`,
      ) as Json,
    },
    { which: 0, edits: [], whole: 'not a page' },
    { which: 0, edits: [], whole: JSON.stringify(JSON.stringify(first)) },
  ];

  test('any edit of a recorded page: built and rendered, or refused as no page', async () => {
    await check(
      'whole page',
      fc.record({ which: fc.nat(), edits: editsArbitrary(10) }),
      async ({ which, edits, whole }: (typeof EXAMPLES)[number]) => {
        await serverRender(whole ?? mutated(pages[which % pages.length]!, edits));
      },
      EXAMPLES,
    );
  }, 600_000);
});
