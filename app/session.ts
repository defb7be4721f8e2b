import type { HeaderContext } from '../api/headers.ts';
import type { KeyValueStorage } from '../lib/key-value-storage.ts';
import type { QueryParams } from '../lib/query.ts';

const DEVICE_ID_KEY = 'bc.deviceId';

/** A device id kept across visits, made once. */
export function deviceIdFrom(
  storage: KeyValueStorage,
  newId: () => string = () => crypto.randomUUID(),
): string {
  const kept = storage.get(DEVICE_ID_KEY);
  if (kept) return kept;
  const id = newId();
  storage.set(DEVICE_ID_KEY, id);
  return id;
}

/** What the page learns while it runs and every later call carries. */
export interface VisitState {
  activeId?: string;
}

/**
 * The headers of every call, read fresh each time: the logged-in user wins over a userId in the
 * address. R6.05: a gray-release build, or a link with gray=1, adds the gray header to every call.
 * R9.13: osType is H5 but on the mobile site's paths, where it is MSite (lib/site-path.ts onSitePath).
 */
export function headerContext(
  query: QueryParams,
  deviceId: string,
  visit: VisitState,
  userId: () => string | undefined,
  grayRelease = false,
  mobileSite = false,
): () => HeaderContext {
  const gray = grayRelease || query.gray;
  return () => ({
    deviceId: query.deviceId ?? deviceId,
    userId: userId() ?? query.userId,
    activeId: visit.activeId ?? query.activeId,
    ...(gray ? { gray } : {}),
    ...(mobileSite ? { osType: 'MSite' as const } : {}),
  });
}
