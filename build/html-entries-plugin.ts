import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Plugin } from 'vite';
import { pageHtml } from './html-entries.ts';

/**
 * Makes each page's HTML from the one template (`build/page.html`) rather than a file per page at
 * the root. In the build, each input `<root>/<page>.html` (`htmlEntries`) is a virtual module of
 * that id, so Vite's HTML pipeline builds it as it would the file: `dist/<page>.html` with its
 * script and stylesheet tags, and `<page>.html` in the manifest. The dev server answers
 * `/<page>.html` (and `/<page>`, as it would for a file) with the same HTML through
 * `server.transformIndexHtml`, which applies the plugins' HTML transforms as for a file.
 */
export function htmlEntriesPlugin(root: string, entries: Record<string, string>): Plugin {
  const templatePath = join(root, 'build/page.html');
  // Read on each use, so an edit to the template shows on the dev server's next load.
  const html = (file: string) =>
    pageHtml(readFileSync(templatePath, 'utf8'), basename(file, '.html'));
  const files = new Set(Object.values(entries));
  const paths = new Map(
    Object.keys(entries).flatMap((name) => [
      [`/${name}.html`, name],
      [`/${name}`, name],
    ]),
  );
  return {
    name: 'bosscloud-html-entries',
    enforce: 'pre',
    resolveId: (id) => (files.has(id) ? id : null),
    load: (id) => (files.has(id) ? html(id) : null),
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const name = paths.get(new URL(request.url ?? '/', 'http://dev').pathname);
        if (name === undefined || (request.method !== 'GET' && request.method !== 'HEAD'))
          return next();
        const url = `/${name}.html`;
        server
          .transformIndexHtml(url, html(url), request.originalUrl)
          .then((page) => {
            response.setHeader('Content-Type', 'text/html; charset=utf-8');
            response.setHeader('Cache-Control', 'no-cache');
            response.end(page);
          })
          .catch(next);
      });
    },
  };
}
