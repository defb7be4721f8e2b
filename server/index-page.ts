import { examplesFor, type DevExamples } from '../lib/dev-examples.ts';
import { DEV_PAGE_STYLE } from '../lib/dev-page-style.ts';
import type { Route } from '../app/route.ts';
import { escapeHtml } from './template.ts';

/** What the index reads of a route: the route table is the one list of pages. */
export type IndexedRoute = Pick<Route<unknown>, 'name' | 'html' | 'label' | 'sitePaths' | 'params'>;

function link(href: string, title: string): string {
  return `<li class="bc-item"><a href="${escapeHtml(href)}"><span class="bc-name"><strong>${escapeHtml(title)}</strong><small>${escapeHtml(href)}</small></span><span class="bc-arrow" aria-hidden="true">›</span></a></li>`;
}

/** A route's card: its HTML page with the queries the gateway offers (or bare), its mobile-site paths. */
function routeCard(route: IndexedRoute, { examples }: DevExamples): string {
  const own = examplesFor(route.params, examples);
  const pages =
    own.length > 0
      ? own.map((example) =>
          link(`/${route.html}?${new URLSearchParams(example.query)}`, example.label),
        )
      : [link(`/${route.html}`, route.label ?? route.name)];
  const sites = (route.sitePaths ?? []).flatMap(({ path, param }) => {
    if (!path.includes(':')) return [link(path, '移动站')];
    const first = param === undefined ? undefined : examplesFor([param], examples)[0];
    const value = first?.query[param ?? ''];
    return first && value
      ? [link(path.replace(/:[^/]+/, encodeURIComponent(value)), `移动站 · ${first.label}`)]
      : [];
  });
  return `<section class="bc-card" data-route="${escapeHtml(route.name)}" data-params="${escapeHtml(route.params.join(' '))}"><h2>${escapeHtml(route.label ?? route.name)} <span class="bc-count">${escapeHtml(route.html)}</span></h2><ul class="bc-list">${[...pages, ...sites].join('')}</ul></section>`;
}

/**
 * The page server's home page in local mode: every route of the table, each opened with the
 * queries the local gateway offers for the parameters it reads (the demo activity pages, a few
 * projects, articles, topics, business opportunities) and under its mobile-site paths; each card
 * names the parameters its route reads (`data-params`: the hostile suite fills them). Nothing
 * here names a page: a new route is listed by being on the table.
 */
export function renderIndexPage(routes: readonly IndexedRoute[], examples: DevExamples): string {
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1,viewport-fit=cover">
<title>天九老板云 H5 · 本地</title><link rel="icon" type="image/svg+xml" href="/favicon.svg"><style>${DEV_PAGE_STYLE}</style></head>
<body><div class="bc-shell">
<header class="bc-hero"><h1>天九老板云 H5 · 本地</h1><p>页面服务器与本地网关：不连平台服务器，也能浏览活动页、项目、文章与移动站。</p></header>
<main class="bc-main">
${routes.map((route) => routeCard(route, examples)).join('\n')}
<section class="bc-card"><h2>本地调试</h2><ul class="bc-tips">
<li>短信验证码打印在网关日志中，也可访问 <code>/__dev/sms/latest?mobile=手机号</code> 查看。</li>
<li>移动站路径（<code>/project</code>、<code>/news/…</code>）上的接口带 <code>osType: MSite</code>，登录走 <code>login/mSiteLogin</code>。</li>
<li>接口 <code>/api/…</code> 的请求与返回格式见 <code>docs/local-gateway.md</code>。</li>
</ul></section>
</main>
<footer>页面目录来自路由表 · 示例数据来自本地网关</footer>
</div></body></html>`;
}
