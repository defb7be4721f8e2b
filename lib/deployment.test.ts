import { describe, expect, test } from 'vitest';
import { deploymentFrom } from './deployment.ts';

describe('R9.14 environments: each has its own gateway, mobile site, app id and payment site', () => {
  test('unset configuration is the local gateway, every service under /api/', () => {
    expect(deploymentFrom({})).toEqual({
      name: 'local',
      gatewayBase: '/api/',
      activityBase: '/api/bosscloud-activity/',
      customerAdminBase: '/api/dubbo-customer-admin-api/',
      userCentreBase: '/api/',
      storageBase: '/storage/',
      mobileSite: '/m',
      appId: 'bosscloud-h5-local',
      paySite: '/pay',
    });
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
