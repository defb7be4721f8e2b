import { describe, expect, test } from 'vitest';
import { deploymentFrom, missingSettings } from './deployment.ts';

describe('R9.14 environments: each has its own gateway, mobile site, app id and payment site', () => {
  test('unset configuration is the local gateway, every service under /api/', () => {
    expect(deploymentFrom({})).toEqual({
      name: 'local',
      gatewayBase: '/api/',
      activityBase: '/api/bosscloud-activity/',
      customerAdminBase: '/api/dubbo-customer-admin-api/',
      userCentreBase: '/api/',
      storageBase: '/storage/',
      mobileSite: '/',
      appId: 'bosscloud-h5-local',
      paySite: '/pay',
      analyticsUrl: '/__dev/sa',
      errorReportUrl: '/__dev/errors',
      grayRelease: false,
      vitalsSampleRate: 1,
    });
  });

  test.each([
    ['unset, local: every visit', {}, 1],
    ['unset, another environment: a tenth', { VITE_BC_ENV: 'production' }, 0.1],
    ['configured', { VITE_BC_ENV: 'production', VITE_VITALS_SAMPLE_RATE: '0.25' }, 0.25],
    ['off', { VITE_VITALS_SAMPLE_RATE: '0' }, 0],
    ['not a share: the default', { VITE_BC_ENV: 'production', VITE_VITALS_SAMPLE_RATE: '5' }, 0.1],
    ['not a number: the default', { VITE_VITALS_SAMPLE_RATE: 'all' }, 1],
  ] as const)('real-user metrics sample rate: %s', (_name, settings, rate) => {
    expect(deploymentFrom(settings).vitalsSampleRate).toBe(rate);
  });

  test('configured values win', () => {
    const environment = deploymentFrom({
      VITE_BC_ENV: 'test',
      VITE_GATEWAY_BASE: 'https://gateway.test/api/',
      VITE_ACTIVITY_BASE: 'https://gateway.test/api/bosscloud-activity/',
      VITE_CUSTOMER_ADMIN_BASE: 'https://uc.test/dubbo-customer-admin-api/',
      VITE_USER_CENTRE_BASE: 'https://uc.test/',
      VITE_APP_ID: 'app-test',
    });
    expect(environment).toMatchObject({
      name: 'test',
      gatewayBase: 'https://gateway.test/api/',
      activityBase: 'https://gateway.test/api/bosscloud-activity/',
      customerAdminBase: 'https://uc.test/dubbo-customer-admin-api/',
      userCentreBase: 'https://uc.test/',
      appId: 'app-test',
    });
  });

  test.each(['production', 'pre', 'test', 'dev', 'local'])('%s is a known environment', (name) => {
    expect(deploymentFrom({ VITE_BC_ENV: name }).name).toBe(name);
  });

  test('an unknown name falls back to local', () => {
    expect(deploymentFrom({ VITE_BC_ENV: 'staging' }).name).toBe('local');
  });
});

describe('settings a real deployment cannot do without', () => {
  test("local mode sends to the local gateway's collectors", () => {
    expect(deploymentFrom({})).toMatchObject({
      analyticsUrl: '/__dev/sa',
      errorReportUrl: '/__dev/errors',
    });
    expect(missingSettings({})).toEqual([]);
  });

  test.each(['production', 'pre', 'test', 'dev'])(
    'a %s build names the settings it lacks instead of turning analytics, the download page or the legal contacts into local stand-ins',
    (name) => {
      expect(missingSettings({ VITE_BC_ENV: name })).toEqual([
        'VITE_ANALYTICS_URL',
        'VITE_ERROR_REPORT_URL',
        'VITE_APP_SCHEME',
        'VITE_APP_DOWNLOAD_URL',
        'VITE_SERVICE_PHONE',
        'VITE_SERVICE_EMAILS',
      ]);
      expect(
        missingSettings({
          VITE_BC_ENV: name,
          VITE_ANALYTICS_URL: 'https://sa.example/sa',
          VITE_ERROR_REPORT_URL: 'https://errors.example/report',
          VITE_APP_SCHEME: 'bosscloud://',
          VITE_APP_DOWNLOAD_URL: 'https://download.example/app',
          VITE_SERVICE_PHONE: '400-123-4567',
          VITE_SERVICE_EMAILS: 'privacy@corp.example,service@corp.example',
        }),
      ).toEqual([]);
    },
  );

  test('a setting of spaces only is missing', () => {
    expect(missingSettings({ VITE_BC_ENV: 'production', VITE_SERVICE_PHONE: '  ' })).toContain(
      'VITE_SERVICE_PHONE',
    );
  });
});
