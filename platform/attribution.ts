import type { ApiCall } from '../api/client.ts';
import { SUCCESS_CODE } from '../lib/wire.ts';
import type { KeyValueStorage } from '../lib/key-value-storage.ts';
import { promotionClick } from '../lib/promotion-click.ts';
import type { QueryParams } from '../lib/query.ts';
import type { Logger } from './types.ts';

/** The attribution parameters carried through the visit (spec §3). */
export const ATTRIBUTION_KEYS = [
  'utm_source',
  'sa_utm',
  'shareUniId',
  'tjid',
  'lbbSource',
] as const;

/** Where the visitor came from: the carried parameters and the promotion click (R9.15). */
export type AttributionParams = Partial<Record<(typeof ATTRIBUTION_KEYS)[number], string>> & {
  clickId?: string;
  platform?: 1 | 2;
};

/** Channel attribution over `channelTag/getConfByUrlParam` and `userAction/addUserActions`. */
export interface Attribution {
  params(): AttributionParams;
  /** The channel configured for the visitor's utm_source (or sa_utm), once per visit. */
  channel(): Promise<string | undefined>;
  /** Records what the visitor did (e.g. a visit from a promotion); failures are only logged. */
  recordActions(actions: object[]): Promise<void>;
  /** Records the page visit when the visit is attributed (a promotion click or a carried parameter). */
  recordVisit(page: { pageId?: string | undefined; activeId?: string | undefined }): Promise<void>;
}

const KEPT = 'bc.attribution';

/**
 * Reads the parameters from the query and keeps them for the visit (session storage), so a page
 * reached without them still attributes the visit to where it began.
 */
export function createAttribution(
  query: QueryParams,
  storage: KeyValueStorage,
  call: ApiCall,
  log: Logger,
): Attribution {
  let kept: AttributionParams = {};
  try {
    kept = JSON.parse(storage.get(KEPT) ?? '{}') as AttributionParams;
  } catch {
    kept = {};
  }
  const fresh: AttributionParams = { ...promotionClick(query) };
  for (const key of ATTRIBUTION_KEYS) if (query[key] !== undefined) fresh[key] = query[key];
  const params: AttributionParams = { ...kept, ...fresh };
  if (Object.keys(fresh).length > 0) storage.set(KEPT, JSON.stringify(params));
  let channel: Promise<string | undefined> | undefined;
  const recordActions = async (actions: object[]) => {
    try {
      const answer = await call('userActionAddUserActions', { body: actions });
      if (answer.code !== SUCCESS_CODE)
        log.warn('[attribution] user actions not recorded', answer.message);
    } catch (error) {
      log.warn(
        '[attribution] user actions not recorded',
        error instanceof Error ? error.message : error,
      );
    }
  };
  return {
    params: () => ({ ...params }),
    channel() {
      const param = params.utm_source ?? params.sa_utm;
      if (param === undefined) return Promise.resolve(undefined);
      channel ??= call('channelTagGetConfByUrlParam', { params: { param } }).then(
        (answer) => {
          return answer.code === SUCCESS_CODE ? answer.data.channel : undefined;
        },
        (error: unknown) => {
          log.warn(
            '[attribution] channel lookup failed',
            error instanceof Error ? error.message : error,
          );
          return undefined;
        },
      );
      return channel;
    },
    recordActions,
    recordVisit: (page) =>
      Object.keys(params).length === 0
        ? Promise.resolve()
        : recordActions([
            {
              actionType: 'visit',
              ...(page.pageId ? { pageId: page.pageId } : {}),
              ...(page.activeId ? { activeId: page.activeId } : {}),
              ...params,
            },
          ]),
  };
}
