import type { PageListing } from '../pages.ts';
import { DEV_PAGE_STYLE } from '../../lib/dev-page-style.ts';

/** What the index page shows. */
export interface IndexPageData {
  pages: readonly PageListing[];
  /** Top-level HTML files of the built client; empty when it is not built. */
  builtPages: readonly string[];
}

/** The activity page entry of the built client. */
export const ACTIVITY_PAGE = 'activity-page.html';

function escapeHtml(text: string): string {
  return text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function pageItem(page: PageListing): string {
  const href = `/${ACTIVITY_PAGE}?pageId=${encodeURIComponent(page.id)}`;
  const tag =
    page.source === 'folder'
      ? '<span class="bc-tag bc-tag-folder">目录</span>'
      : '<span class="bc-tag">示例</span>';
  return `<li class="bc-item"><a href="${escapeHtml(href)}">
<span class="bc-id">${escapeHtml(page.id)}</span>
<span class="bc-name"><strong>${escapeHtml(page.pageName || '未命名页面')}</strong><small>${escapeHtml(href)}</small></span>
${tag}<span class="bc-arrow" aria-hidden="true">›</span></a></li>`;
}

function notBuilt(): string {
  return `<section class="bc-card bc-warn"><h2>客户端尚未构建</h2>
<p>页面链接需要构建好的客户端。请在项目目录运行 <code>npm run build</code> 后刷新本页，
或直接运行 <code>npm start</code>（先构建，再启动网关）。</p></section>`;
}

function otherPages(files: readonly string[]): string {
  const others = files.filter((file) => file !== ACTIVITY_PAGE && file !== 'index.html');
  if (others.length === 0) return '';
  const items = others
    .map(
      (file) =>
        `<li class="bc-item"><a href="/${escapeHtml(file)}"><span class="bc-name"><strong>${escapeHtml(file)}</strong></span><span class="bc-arrow" aria-hidden="true">›</span></a></li>`,
    )
    .join('');
  return `<section class="bc-card"><h2>其他页面 <span class="bc-count">${others.length} 个</span></h2><ul class="bc-list">${items}</ul></section>`;
}

/** The gateway's home page: the demo activity pages, other built pages, and local debugging tips. */
export function renderIndexPage(data: IndexPageData): string {
  const list =
    data.pages.length > 0
      ? `<ul class="bc-list">${data.pages.map(pageItem).join('')}</ul>`
      : '<p class="bc-empty">还没有页面：把录制的 <code>&lt;pageId&gt;.json</code> 放进一个目录，用 <code>--pages 目录</code> 启动。</p>';
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1,viewport-fit=cover">
<title>天九老板云 H5 · 本地网关</title><style>${DEV_PAGE_STYLE}</style></head>
<body><div class="bc-shell">
<header class="bc-hero"><h1>天九老板云 H5 · 本地网关</h1><p>无需连接平台服务器，即可在本机浏览活动页并走通登录、报名与留资。</p></header>
<main class="bc-main">
${data.builtPages.length === 0 ? notBuilt() : ''}
<section class="bc-card"><h2>活动页 <span class="bc-count">${data.pages.length} 个</span></h2>${list}</section>
${otherPages(data.builtPages)}
<section class="bc-card"><h2>本地调试</h2><ul class="bc-tips">
<li>短信验证码打印在网关日志中，也可访问 <code>/__dev/sms/latest?mobile=手机号</code> 查看。</li>
<li>图片地址 <code>/storage/…</code> 返回按路径生成的占位图，音频返回一段静音。</li>
<li>接口 <code>/api/…</code> 的请求与返回格式见 <code>docs/local-gateway.md</code>。</li>
</ul></section>
</main>
<footer>仅监听 127.0.0.1 · 数据保存在本机 SQLite</footer>
</div></body></html>`;
}
