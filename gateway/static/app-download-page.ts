import { DEV_PAGE_STYLE } from '../../lib/dev-page-style.ts';

function escapeHtml(text: string): string {
  return text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * The local stand-in for the app's download address (`/__dev/app-download`, the local default of
 * VITE_APP_DOWNLOAD_URL): where the download page lands when the app did not open, saying which
 * channel (utm_source) it carried.
 */
export function renderAppDownloadPage(utmSource: string | undefined): string {
  const channel = utmSource
    ? `<p>来源渠道 utm_source：<code>${escapeHtml(utmSource)}</code></p>`
    : '<p>未带来源渠道（utm_source）。</p>';
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1,viewport-fit=cover">
<title>下载天九老板云 App · 本地替身</title><style>${DEV_PAGE_STYLE}.bc-card p+p{margin-top:8px}</style></head>
<body><div class="bc-shell">
<header class="bc-hero"><h1>下载天九老板云 App</h1><p>本地网关的下载地址替身：正式环境在这里跳转应用商店。</p></header>
<main class="bc-main"><section class="bc-card" data-dev="app-download"><h2>App 未能打开，已转到下载地址</h2>
${channel}
<p>正式构建用 <code>VITE_APP_DOWNLOAD_URL</code> 配置真实的下载地址。</p></section></main>
</div></body></html>`;
}
