// @vitest-environment jsdom
// Issue 16, malformed data: a renderer made to throw, for each module kind in turn, leaves every
// other module of page 1001 (all ten kinds) rendered with all its controls, on the server (the page
// server's render) and in the browser (a fresh render). The figure is printed.
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, describe, expect, test } from 'vitest';
import type { ApiClient } from '../api/client.ts';
import { ApiProvider } from '../api/use-api.tsx';
import page1001 from '../fixtures/pages/1001.json';
import { registry } from '../registry/all.ts';
import type { Registry } from '../registry/registry-type.tsx';
import { buildPage } from '../runtime/build-page.ts';
import { Page } from '../runtime/Page.tsx';
import { moduleKinds } from '../runtime/page-model.ts';
import { renderPageHtml } from '../runtime/render-page-html.tsx';
import type { ModuleKind } from '../schemas/index.ts';

const silentApi: ApiClient = { call: () => new Promise(() => {}), setSessionRecovery: () => {} };
const providers = (children: ReactNode) => <ApiProvider client={silentApi}>{children}</ApiProvider>;
const page = buildPage(page1001.data, '1001');
const kinds = [...new Set(moduleKinds(page))];
const CONTROLS = 'button, a[href], input, select, textarea';

function Throws(): never {
  throw new Error('renderer exploded');
}

const throwing = (kind: ModuleKind) => ({ ...registry, [kind]: Throws }) as Registry;

/** Each shown module's id with how many controls it holds, from a document or a fragment. */
function modulesIn(root: ParentNode): Map<string, number> {
  return new Map(
    [...root.querySelectorAll('[data-module-id]')].map((element) => [
      element.getAttribute('data-module-id') ?? '',
      element.querySelectorAll(CONTROLS).length,
    ]),
  );
}

async function onServer(used: Registry): Promise<Map<string, number>> {
  const { html } = await renderPageHtml(page, used, providers);
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return modulesIn(holder);
}

function inBrowser(used: Registry): Map<string, number> {
  const { container } = render(providers(<Page page={page} registry={used} />));
  const shown = modulesIn(container);
  cleanup();
  return shown;
}

const kindOf = new Map(
  page.entries.flatMap((entry) => (entry.ok ? [[entry.module.id, entry.module.kind]] : [])),
);
const tally = { kept: 0, expected: 0 };

afterAll(() => {
  const share = tally.expected === 0 ? 0 : (100 * tally.kept) / tally.expected;
  console.log(
    `renderer throws: ${kinds.length} kinds in turn, on the server and in the browser: ${tally.kept} of ${tally.expected} other modules kept with all their controls (${share.toFixed(0)} %)`,
  );
});

describe.each([
  ['on the server', onServer],
  ['in the browser', async (used: Registry) => inBrowser(used)],
])('%s', (_where, shownWith) => {
  test.each(kinds)(
    'a %s renderer that throws leaves every other module with its controls',
    async (kind) => {
      const all = await shownWith(registry);
      const others = [...all].filter(([id]) => kindOf.get(id) !== kind);
      const shown = await shownWith(throwing(kind));
      tally.expected += others.length;
      tally.kept += others.filter(([id, controls]) => shown.get(id) === controls).length;
      expect([...shown].filter(([id]) => kindOf.get(id) !== kind)).toEqual(others);
      expect([...shown.keys()].some((id) => kindOf.get(id) === kind)).toBe(false);
    },
  );
});
