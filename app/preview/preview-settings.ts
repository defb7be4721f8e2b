import type { Host } from '../../platform/host.ts';

/** The phone widths the preview renders at (CSS pixels). */
export const DEVICE_WIDTHS = [320, 375, 390, 414, 430] as const;
export type DeviceWidth = (typeof DEVICE_WIDTHS)[number];

/** The hosts as staff call them. */
export const HOST_LABELS: Record<Host, string> = {
  app: 'App',
  miniProgram: '小程序 web-view',
  wechatBrowser: '微信浏览器',
  browser: '普通浏览器',
};

/** Every host, in the order the switch shows them. */
export const PREVIEW_HOSTS = Object.keys(HOST_LABELS) as Host[];

const isPreviewHost = (value: string | null): value is Host =>
  PREVIEW_HOSTS.some((host) => host === value);

/** What a preview link keeps: the page from the gateway, the phone's width, the host, the login state. */
export interface PreviewSettings {
  pageId?: string;
  width: DeviceWidth;
  host: Host;
  loggedIn: boolean;
}

const DEFAULT_WIDTH: DeviceWidth = 375;

/** Reads the settings from a preview address's query (without '?'); anything unknown is the default. */
export function readSettings(search: string): PreviewSettings {
  const params = new URLSearchParams(search);
  const pageId = params.get('pageId')?.trim();
  const width = DEVICE_WIDTHS.find((known) => String(known) === params.get('width'));
  const host = params.get('host');
  return {
    ...(pageId ? { pageId } : {}),
    width: width ?? DEFAULT_WIDTH,
    host: isPreviewHost(host) ? host : 'browser',
    loggedIn: params.get('login') === '1',
  };
}

/** The query of a preview address that opens these settings again. */
export function settingsSearch({ pageId, width, host, loggedIn }: PreviewSettings): string {
  return new URLSearchParams({
    ...(pageId ? { pageId } : {}),
    width: String(width),
    host,
    ...(loggedIn ? { login: '1' } : {}),
  }).toString();
}
