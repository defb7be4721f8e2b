import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReactNode } from 'react';
import { describe, expect, test } from 'vitest';
import { ApiProvider } from '../api/use-api.tsx';
import type { ApiClient } from '../api/client.ts';
import { registry } from '../registry/all.ts';
import { buildPage } from '../runtime/build-page.ts';
import { renderPageHtml } from '../runtime/render-page-html.tsx';

const PAGES_DIR = join(import.meta.dirname, '..', 'fixtures', 'pages');
const pageFiles = readdirSync(PAGES_DIR).filter((file) => file.endsWith('.json'));

/** An API that never answers: a server render must not depend on calls. */
const silentApi: ApiClient = {
  call: () => new Promise(() => {}),
  setSessionRecovery: () => {},
};
const providers = (children: ReactNode) => <ApiProvider client={silentApi}>{children}</ApiProvider>;

async function render(file: string) {
  const answer = JSON.parse(readFileSync(join(PAGES_DIR, file), 'utf8')) as { data: unknown };
  const page = buildPage(answer.data, file.replace('.json', ''));
  const rendered = await renderPageHtml(page, registry, providers);
  const shown = [...rendered.html.matchAll(/data-module-id="([^"]*)"/g)].map((match) => match[1]);
  return { page, shown, ...rendered };
}

describe('fixture replay: every recorded page renders on the server, module by module', () => {
  test.each(pageFiles)(
    '%s renders without touching window and without render errors',
    async (file) => {
      const { errors, page, shown } = await render(file);
      expect(errors).toEqual([]);
      const valid = page.entries.flatMap((entry) => (entry.ok ? [entry.module.id] : []));
      // Every module shown is a valid one; a module that is not shown is valid but empty.
      expect(shown.every((id) => valid.includes(id ?? ''))).toBe(true);
    },
  );

  test.each([
    ['1001.json', ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11']],
    ['1002.json', ['1', '2', '3']],
    ['1003.json', ['1', '6']],
  ])('%s shows exactly the modules %j', async (file, expected) => {
    const { shown } = await render(file);
    expect(shown).toEqual(expected);
  });

  test.each(pageFiles)(
    '%s: the server HTML needs no inline script (CSP script-src self)',
    async (file) => {
      const { html } = await render(file);
      expect(html).not.toContain('<script');
    },
  );

  test('1003: the raw config of broken modules never reaches the HTML', async () => {
    const { html } = await render('1003.json');
    expect(html).not.toContain('not-an-array');
    expect(html).not.toContain('anything');
  });

  test('1001: the page background is drawn', async () => {
    const { html } = await render('1001.json');
    expect(html).toContain('background-color:#fff4e8');
    expect(html).toContain('url(&quot;/storage/bg/spring.jpg&quot;)');
  });
});
