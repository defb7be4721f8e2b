import type { SiteSettingName } from './site-settings.ts';

/**
 * The deployment environments (spec §9): each has its own gateway, mobile site, app id and payment
 * site. The provider's hosts are not in the spec, so they come from build configuration
 * (VITE_GATEWAY_BASE, VITE_STORAGE_BASE, VITE_MOBILE_SITE, VITE_APP_ID, VITE_PAY_SITE, and for the
 * other services of spec §7 VITE_ACTIVITY_BASE, VITE_CUSTOMER_ADMIN_BASE, VITE_USER_CENTRE_BASE);
 * `local` is the bundled gateway on the same origin, which answers every service under /api/.
 */
export const DEPLOYMENT_NAMES = ['production', 'pre', 'test', 'dev', 'local'] as const;
export type DeploymentName = (typeof DEPLOYMENT_NAMES)[number];

export interface Deployment {
  name: DeploymentName;
  /** Base of every gateway call, ending in '/'. */
  gatewayBase: string;
  /** Base of the activity service's calls (…/api/bosscloud-activity/), ending in '/'. */
  activityBase: string;
  /** Base of the customer admin service's calls (…/dubbo-customer-admin-api/), ending in '/'. */
  customerAdminBase: string;
  /** Base of the user centre's conference calls, ending in '/'. */
  userCentreBase: string;
  /** Base a relative storage address is prefixed with, ending in '/'. */
  storageBase: string;
  /** The mobile site, for fallback paths such as /project/{id}. */
  mobileSite: string;
  /** App id header value. */
  appId: string;
  /** Payment site. */
  paySite: string;
  /** The mini-program that hosts this site's web-view; other mini-programs are reached through its transit page. */
  miniProgramAppId?: string;
  /** Sensors' collection address (`server_url`). */
  analyticsUrl: string;
  /** Where error reports are posted. */
  errorReportUrl: string;
  /** A gray-release build (VITE_GRAY_RELEASE=1): every call carries the gray header (R6.05). */
  grayRelease: boolean;
  /** The share of visits that report real-user metrics (VITALS_SAMPLE_RATE, 0–1; local: every visit, else 0.1). */
  vitalsSampleRate: number;
}

type SettingName =
  | 'VITE_BC_ENV'
  | 'VITE_GATEWAY_BASE'
  | 'VITE_ACTIVITY_BASE'
  | 'VITE_CUSTOMER_ADMIN_BASE'
  | 'VITE_USER_CENTRE_BASE'
  | 'VITE_STORAGE_BASE'
  | 'VITE_MOBILE_SITE'
  | 'VITE_APP_ID'
  | 'VITE_PAY_SITE'
  | 'VITE_MINI_PROGRAM_APP_ID'
  | 'VITE_ANALYTICS_URL'
  | 'VITE_ERROR_REPORT_URL'
  | 'VITE_GRAY_RELEASE'
  | 'VITE_VITALS_SAMPLE_RATE'
  | SiteSettingName;
type Settings = Partial<Record<SettingName, string>>;

function isDeploymentName(value: string | undefined): value is DeploymentName {
  return DEPLOYMENT_NAMES.some((name) => name === value);
}

/** A share 0–1 from a setting; anything else (unset, not a number, out of range) is the default. */
function sampleRate(setting: string | undefined, fallback: number): number {
  const rate = setting === undefined || setting.trim() === '' ? Number.NaN : Number(setting);
  return rate >= 0 && rate <= 1 ? rate : fallback;
}

/** Builds the environment from configuration; anything unset falls back to the local gateway's paths. */
export function deploymentFrom(settings: Settings): Deployment {
  const name = isDeploymentName(settings.VITE_BC_ENV) ? settings.VITE_BC_ENV : 'local';
  return {
    name,
    gatewayBase: settings.VITE_GATEWAY_BASE ?? '/api/',
    activityBase: settings.VITE_ACTIVITY_BASE ?? '/api/bosscloud-activity/',
    customerAdminBase: settings.VITE_CUSTOMER_ADMIN_BASE ?? '/api/dubbo-customer-admin-api/',
    userCentreBase: settings.VITE_USER_CENTRE_BASE ?? '/api/',
    storageBase: settings.VITE_STORAGE_BASE ?? '/storage/',
    // Locally the mobile site is the page server itself: /project, /news/{id} … are its routes.
    mobileSite: settings.VITE_MOBILE_SITE ?? '/',
    appId: settings.VITE_APP_ID ?? 'bosscloud-h5-local',
    paySite: settings.VITE_PAY_SITE ?? '/pay',
    ...(settings.VITE_MINI_PROGRAM_APP_ID
      ? { miniProgramAppId: settings.VITE_MINI_PROGRAM_APP_ID }
      : {}),
    analyticsUrl: settings.VITE_ANALYTICS_URL ?? LOCAL_COLLECTORS.analytics,
    errorReportUrl: settings.VITE_ERROR_REPORT_URL ?? LOCAL_COLLECTORS.errors,
    grayRelease: settings.VITE_GRAY_RELEASE === '1',
    vitalsSampleRate: sampleRate(settings.VITE_VITALS_SAMPLE_RATE, name === 'local' ? 1 : 0.1),
  };
}

/** The local gateway's stand-ins for the analytics and error-report services (docs/local-gateway.md). */
export const LOCAL_COLLECTORS = { analytics: '/__dev/sa', errors: '/__dev/errors' } as const;

/**
 * Settings a deployment other than `local` cannot do without: analytics and error reports would
 * otherwise go to a local stand-in that is not there, the download page would wake and download
 * nothing, and the legal texts would print the local stand-in contacts (lib/site-settings.ts). The
 * build refuses to start without them (vite.config.ts), so a missing setting can never silently
 * turn a feature off.
 */
export function missingSettings(settings: Settings): SettingName[] {
  if (deploymentFrom(settings).name === 'local') return [];
  const required: SettingName[] = [
    'VITE_ANALYTICS_URL',
    'VITE_ERROR_REPORT_URL',
    'VITE_APP_SCHEME',
    'VITE_APP_DOWNLOAD_URL',
    'VITE_SERVICE_PHONE',
    'VITE_SERVICE_EMAILS',
  ];
  return required.filter((name) => !settings[name]?.trim());
}

/** The environment this build was configured for. */
export const currentDeployment: Deployment = deploymentFrom(
  (import.meta as { env?: Settings }).env ?? {},
);
