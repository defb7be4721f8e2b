/** The build settings of the site's own pages (the download page, the legal texts). */
export type SiteSettingName =
  'VITE_APP_SCHEME' | 'VITE_APP_DOWNLOAD_URL' | 'VITE_SERVICE_PHONE' | 'VITE_SERVICE_EMAILS';

/**
 * What the site's own pages need from the build, apart from the deployment every page reads
 * (lib/deployment.ts), so that no page carries them in its first JavaScript but the ones that use
 * them. Outside local mode each is required (`missingSettings`).
 */
export interface SiteSettings {
  /** The address that wakes the provider's app (its URL scheme, e.g. `bosscloud://`). */
  appScheme: string;
  /** Where the app is downloaded when it does not open (a store or the provider's download page). */
  appDownloadUrl: string;
  /** The customer service line the privacy policy and the user agreement print (spec §1). */
  servicePhone: string;
  /** The contact mailboxes they print (spec §1: two). */
  serviceEmails: readonly string[];
}

/**
 * Local stand-ins: the app's scheme (nothing answers it in a desktop browser, so the download page
 * falls back), a download page the local gateway serves (docs/local-gateway.md), and contacts.
 */
export const LOCAL_SITE_SETTINGS: SiteSettings = {
  appScheme: 'bosscloud://',
  appDownloadUrl: '/__dev/app-download',
  servicePhone: '400-000-0000',
  serviceEmails: ['privacy@example.com', 'service@example.com'],
};

/** A comma-separated list of mailboxes, or undefined when it names none. */
function emails(setting: string | undefined): string[] | undefined {
  const list = (setting ?? '')
    .split(',')
    .map((email) => email.trim())
    .filter(Boolean);
  return list.length > 0 ? list : undefined;
}

/** Reads the settings; anything unset is the local stand-in. */
export function siteSettingsFrom(settings: Partial<Record<SiteSettingName, string>>): SiteSettings {
  return {
    appScheme: settings.VITE_APP_SCHEME ?? LOCAL_SITE_SETTINGS.appScheme,
    appDownloadUrl: settings.VITE_APP_DOWNLOAD_URL ?? LOCAL_SITE_SETTINGS.appDownloadUrl,
    servicePhone: settings.VITE_SERVICE_PHONE ?? LOCAL_SITE_SETTINGS.servicePhone,
    serviceEmails: emails(settings.VITE_SERVICE_EMAILS) ?? LOCAL_SITE_SETTINGS.serviceEmails,
  };
}

/** This build's settings. */
export const currentSiteSettings: SiteSettings = siteSettingsFrom(
  (import.meta as { env?: Partial<Record<SiteSettingName, string>> }).env ?? {},
);
