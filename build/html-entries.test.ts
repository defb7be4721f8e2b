import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { ROUTES } from '../app/routes.tsx';
import { htmlEntries, pageHtml, pageNames } from './html-entries.ts';

const root = resolve(import.meta.dirname, '..');
const template = readFileSync(join(root, 'build/page.html'), 'utf8');

describe('the pages of the build', () => {
  test('are the routes of the route table, and the preview’s phone frame', () => {
    const routes = ROUTES.map((route) => route.html.replace(/\.html$/, ''));
    expect(pageNames(root)).toEqual([...routes, 'preview-frame'].sort());
  });

  test('are each built into <page>.html at the root', () => {
    expect(htmlEntries(root)['unicorn-detail']).toBe(join(root, 'unicorn-detail.html'));
  });

  test.each(pageNames(root))(
    '%s.html loads its entry module and fills every placeholder',
    (name) => {
      const html = pageHtml(template, name);
      expect(html).toContain(`<script type="module" src="/app/${name}.tsx"></script>`);
      expect(html).not.toContain('{{');
      expect(html).toContain('<div id="root"></div>');
    },
  );

  test('a product page is the phone’s width, not zoomable, and indexed', () => {
    const html = pageHtml(template, 'activity-page');
    expect(html).toContain(
      'content="width=device-width, initial-scale=1, maximum-scale=1, viewport-fit=cover"',
    );
    expect(html).toContain('<title>天九老板云</title>');
    expect(html).not.toContain('robots');
  });

  test('the preview is zoomable, and neither it nor its frame is indexed', () => {
    const preview = pageHtml(template, 'preview');
    expect(preview).toContain(
      '<meta name="viewport" content="width=device-width, initial-scale=1" />',
    );
    expect(preview).toContain('<title>页面预览</title>');
    expect(preview).toContain('<meta name="robots" content="noindex" />');
    const frame = pageHtml(template, 'preview-frame');
    expect(frame).toContain('<title>页面预览画面</title>');
    expect(frame).toContain('<meta name="robots" content="noindex" />');
  });

  test('a placeholder the template does not know is a build error', () => {
    expect(() => pageHtml('<title>{{ heading }}</title>', 'about')).toThrow('{{ heading }}');
  });
});
