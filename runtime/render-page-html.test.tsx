import { describe, expect, test } from 'vitest';
import page1003 from '../fixtures/pages/1003.json';
import type { ModuleProps } from '../registry/module-props.ts';
import type { Registry } from '../registry/registry-type.tsx';
import { MODULE_TYPES, type ModuleKind } from '../schemas/index.ts';
import { buildPage } from './build-page.ts';
import { renderPageHtml } from './render-page-html.tsx';

/** Draws each module as its id, except module 4, which throws on the server. */
function ThrowsForFour({ module }: ModuleProps<ModuleKind>) {
  if (module.id === '4') throw new Error('renderer exploded on the server');
  return <section data-module-id={module.id}>{module.name}</section>;
}

const registry = Object.fromEntries(
  Object.keys(MODULE_TYPES).map((kind) => [kind, ThrowsForFour]),
) as unknown as Registry;

describe('server rendering of a page', () => {
  test('a renderer that throws on the server leaves its module to the browser, and the rest of the page is there', async () => {
    const { html, errors } = await renderPageHtml(buildPage(page1003.data, '1003'), registry);
    expect(errors).toHaveLength(1);
    expect(String(errors[0])).toContain('renderer exploded on the server');
    const shown = [...html.matchAll(/data-module-id="(\w+)"/g)].map((match) => match[1]);
    expect(shown).toEqual(['1', '6']);
    // The failed module's boundary is left for the client to render (React's client-render marker).
    expect(html).toContain('<!--$!-->');
  });
});
