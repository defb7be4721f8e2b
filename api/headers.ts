/** The app version the client reports (spec §9). */
export const APP_VERSION = '99.0.3';
/** osType unless the page says otherwise (spec §9). */
export const DEFAULT_OS_TYPE = 'H5';
/** The header a gray-release visit adds (spec §6); the spec names no header, so this is ours. */
const GRAY_HEADER = 'gray';

/**
 * Who is calling from where, read afresh on every call (identity changes on login and session
 * recovery). Absent or empty values are not sent.
 */
export interface HeaderContext {
  userId?: string | undefined;
  activeId?: string | undefined;
  deviceId?: string | undefined;
  source?: string | undefined;
  /** 'H5' by default; 'MSite' where the page gives it. */
  osType?: 'H5' | 'MSite' | undefined;
  /** A gray-release visit. */
  gray?: boolean | undefined;
}

/** The headers of one call (spec §7): identity and client fields, the gray flag, and the token only when given. */
export function requestHeaders(
  context: HeaderContext,
  appId: string,
  token: string | undefined,
): Record<string, string> {
  const values: Record<string, string | undefined> = {
    userId: context.userId,
    activeId: context.activeId,
    source: context.source,
    deviceId: context.deviceId,
    osType: context.osType ?? DEFAULT_OS_TYPE,
    appVersion: APP_VERSION,
    appId,
    [GRAY_HEADER]: context.gray === true ? 'true' : undefined,
    token,
  };
  return Object.fromEntries(
    Object.entries(values).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '',
    ),
  );
}
