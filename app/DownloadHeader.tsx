import type { Host } from '../platform/host.ts';
import './DownloadHeader.css';

/** Where the header is shown and what it carries; `host` is undefined on the server. */
export interface DownloadHeaderProps {
  host: Host | undefined;
  /** Where this site's pages live (download.html is one of them), ending in '/'. */
  appBase?: string;
  /** The visit's utm_source, carried to the download page (spec §2). */
  utmSource?: string | undefined;
}

/** R6.06: the download header shows only outside the app and the mini-program. */
export function showsDownloadHeader(host: Host | undefined): boolean {
  return host === 'browser' || host === 'wechatBrowser';
}

/** The address of the download page, with utm_source carried. */
export function downloadHref(appBase: string, utmSource: string | undefined): string {
  const base = appBase.endsWith('/') ? appBase : `${appBase}/`;
  return utmSource
    ? `${base}download.html?${new URLSearchParams({ utm_source: utmSource })}`
    : `${base}download.html`;
}

/** The download-app header of the plain and WeChat browsers. */
export function DownloadHeader({ host, appBase = '/', utmSource }: DownloadHeaderProps) {
  if (!showsDownloadHeader(host)) return null;
  return (
    <header className="bc-download-header" data-chrome="download-header">
      <span className="bc-download-header__logo" aria-hidden="true">
        云
      </span>
      <span className="bc-download-header__text">
        <strong className="bc-download-header__title">天九老板云</strong>
        <span className="bc-download-header__subtitle">下载App，好项目、直播一手掌握</span>
      </span>
      <a
        className="bc-download-header__button"
        href={downloadHref(appBase, utmSource)}
        data-action="download"
      >
        下载App
      </a>
    </header>
  );
}
