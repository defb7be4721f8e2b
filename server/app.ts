import { basename } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import { etag } from 'hono/etag';
import { proxy } from 'hono/proxy';
import { policyFor } from '../build/csp-plugin.ts';
import { inlineJson } from '../lib/inline-json.ts';
import { readQuery } from '../lib/query.ts';
import { onSitePath, sitePathParams, withSitePathParams } from '../lib/site-path.ts';
import { ROUTE_DATA_ID, type Route } from '../app/route.ts';
import { ROUTES } from '../app/routes.tsx';
import { requestHost, serverApi } from '../app/server-services.ts';
import { leftOutABlock } from '../screens/shared/load.ts';
import { devExamples } from './dev-examples.ts';
import { heroPreload } from './hero.ts';
import { renderIndexPage } from './index-page.ts';
import { loadManifest, modulePreloads } from './manifest.ts';
import { renderHtml } from './render.ts';
import { loadTemplate, type Template } from './template.ts';

/** How the page server is set up; all of it comes from the environment (server/main.ts). */
export interface PageServerOptions {
  /** The built client (its HTML pages are the templates, its assets are served). */
  distDir: string;
  /** The gateway the loaders call and the browser's `/api/` calls are proxied to. */
  gatewayUrl: string;
  /** How long a route's data may take before the client shell is answered instead. */
  loadBudgetMs?: number;
  log?: (line: string) => void;
}

/** No page data within this long: the client shell is answered, which loads the page itself. */
export const LOAD_BUDGET_MS = 1_500;

/** Anonymous HTML: a CDN keeps it 30 s and serves it stale while it revalidates (a published change shows within a minute). */
export const PAGE_CACHE = 'public, s-maxage=30, stale-while-revalidate=300';
/** Hashed build output: its name changes with its content. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The paths the browser calls on the gateway, through this server. */
const GATEWAY_PATHS = ['/api/*', '/storage/*', '/__dev/*'];

type AnyRoute = Route<unknown>;

/** The data a route answers with, or undefined when the gateway did not answer within the budget. */
async function loadWithin(
  route: AnyRoute,
  context: Omit<Parameters<AnyRoute['load']>[0], 'signal'>,
  budgetMs: number,
): Promise<Awaited<ReturnType<AnyRoute['load']>> | undefined> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), budgetMs);
  try {
    return await route.load({ ...context, signal: controller.signal });
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

function shell(c: Context, template: Template, reason: string): Response {
  c.header('Cache-Control', 'no-store');
  c.header('X-Page-Render', `shell; ${reason}`);
  return c.html(template.shell);
}

/**
 * The page server (DESIGN.md): each route of the table is loaded on the server through api/,
 * rendered with React, and answered as its built page with the HTML, the data (inlined, escaped)
 * and the hero preload; the browser hydrates it. A gateway that is slow or down gets the client
 * shell at once; the browser's calls are proxied to the same gateway. Stateless: it reads its
 * templates at start-up and keeps nothing else.
 */
export function createPageServer(options: PageServerOptions): Hono {
  const { distDir, gatewayUrl } = options;
  const budgetMs = options.loadBudgetMs ?? LOAD_BUDGET_MS;
  const log = options.log ?? ((line: string) => console.log(line));
  const manifest = loadManifest(distDir);
  const app = new Hono();

  // One line per request: method, path (never the query: it may carry a mobile or a user id), status, time.
  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    const render = c.res.headers.get('X-Page-Render');
    log(
      `${c.req.method} ${c.req.path} ${c.res.status} ${Math.round(performance.now() - started)}ms${render ? ` ${render.split(';')[0]}` : ''}`,
    );
  });
  // Every HTML answer carries its page's policy as a header too (the build writes it as a meta tag,
  // which covers only what follows it): a route's page, the shell, a static page, the index, an
  // HTML answer of the gateway. An answer with a policy of its own (the storage's sandbox) keeps it.
  app.use(async (c, next) => {
    await next();
    if (!c.res.headers.get('Content-Type')?.startsWith('text/html')) return;
    if (c.res.headers.has('Content-Security-Policy')) return;
    c.res.headers.set(
      'Content-Security-Policy',
      policyFor(`${basename(c.req.path, '.html')}.html`),
    );
  });
  app.use(compress());

  for (const path of GATEWAY_PATHS) {
    app.all(path, (c) => {
      const url = new URL(c.req.url);
      return proxy(new URL(`${url.pathname}${url.search}`, gatewayUrl), {
        raw: c.req.raw,
        headers: { ...c.req.header(), host: undefined },
      });
    });
  }
  // The index of pages (a newcomer's first page), from the route table, opened with ids the local
  // gateway knows; a gateway without them (the platform's) is asked for its own `/` as before.
  app.get('/', async (c) => {
    const examples = await devExamples(gatewayUrl, budgetMs);
    if (!examples) return proxy(new URL('/', gatewayUrl), { headers: { accept: 'text/html' } });
    c.header('Cache-Control', 'no-store');
    return c.html(renderIndexPage(ROUTES as readonly AnyRoute[], examples));
  });

  for (const route of ROUTES as readonly AnyRoute[]) {
    const template = loadTemplate(distDir, route.html);
    const paths = [
      `/${route.html}`,
      `/${route.html.replace(/\.html$/, '')}`,
      ...(route.sitePaths ?? []).map(({ path }) => path),
    ];
    for (const path of paths) {
      app.get(path, etag(), async (c) => {
        const url = new URL(c.req.url);
        const search = url.search.slice(1);
        const shared = readQuery(
          withSitePathParams(search, sitePathParams(route.sitePaths, url.pathname)),
        );
        const query = route.ownQuery?.(shared, search) ?? shared;
        const host = requestHost(c.req.header('user-agent'), query);
        const api = serverApi({
          gatewayUrl,
          query,
          timeoutMs: budgetMs,
          logger: console,
          mobileSite: onSitePath(route.sitePaths, url.pathname),
        });
        const loaded = await loadWithin(route, { api, query }, budgetMs);
        if (!loaded) return shell(c, template, 'gateway');
        // A block the gateway failed to answer is not cached for everyone; the browser asks again.
        const partial = leftOutABlock(api);
        let rendered;
        let preloads;
        try {
          preloads = modulePreloads(manifest, route.html, route.preload(loaded.data));
          rendered = await renderHtml(route.render(loaded.data, { api, host, query, search }));
        } catch (error) {
          console.error(`[page-server] ${route.name} failed to render`, error);
          return shell(c, template, 'render');
        }
        const html = template.fill({
          title: route.head(loaded.data).title,
          head: heroPreload(rendered.html) + preloads,
          body: rendered.html,
          data: `<script type="application/json" id="${ROUTE_DATA_ID}">${inlineJson({ host, data: loaded.data, ...(partial ? { partial } : {}) })}</script>`,
        });
        c.header('Cache-Control', loaded.status === 502 || partial ? 'no-store' : PAGE_CACHE);
        // The chrome differs by host, which the server reads from the user agent.
        c.header('Vary', 'User-Agent');
        c.header('X-Page-Render', 'server');
        return c.html(html, loaded.status);
      });
    }
  }

  app.use(
    '/*',
    serveStatic({
      root: distDir,
      onFound: (path, c) => {
        c.header(
          'Cache-Control',
          path.includes('/assets/')
            ? IMMUTABLE
            : path.endsWith('.html')
              ? 'no-cache'
              : 'public, max-age=3600',
        );
      },
    }),
  );
  app.notFound((c) => c.text('not found\n', 404));
  return app;
}
