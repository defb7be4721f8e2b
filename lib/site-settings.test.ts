import { describe, expect, test } from 'vitest';
import { siteSettingsFrom } from './site-settings.ts';

describe("the site's own settings: the app and the contacts the legal texts print", () => {
  test('unset: local stand-ins (the gateway’s download page, example contacts)', () => {
    expect(siteSettingsFrom({})).toEqual({
      appScheme: 'bosscloud://',
      appDownloadUrl: '/__dev/app-download',
      servicePhone: '400-000-0000',
      serviceEmails: ['privacy@example.com', 'service@example.com'],
    });
  });

  test('from the build: two mailboxes, comma-separated', () => {
    expect(
      siteSettingsFrom({
        VITE_APP_SCHEME: 'bosscloud://open',
        VITE_APP_DOWNLOAD_URL: 'https://download.example/app',
        VITE_SERVICE_PHONE: '400-123-4567',
        VITE_SERVICE_EMAILS: ' privacy@corp.example , service@corp.example ,',
      }),
    ).toEqual({
      appScheme: 'bosscloud://open',
      appDownloadUrl: 'https://download.example/app',
      servicePhone: '400-123-4567',
      serviceEmails: ['privacy@corp.example', 'service@corp.example'],
    });
  });
});
