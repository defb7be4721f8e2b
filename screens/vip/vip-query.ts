import type { OwnKey, QueryParams } from '../../lib/query.ts';

/** vip.html's own parameters (spec §2), empty values counting as absent. */
const VIP_KEYS = [
  'vipKey',
  'businessKey',
  'upGrade',
  'isToNext',
  'isShowRightsTime',
  'swiperDisabled',
  'payPath',
] as const satisfies readonly OwnKey[];

/** Reads vip.html's own parameters into the shared reader's query (ScreenDefinition.ownQuery). */
export function readVipQuery(query: QueryParams, search: string): QueryParams {
  const params = new URLSearchParams(search);
  const own: QueryParams = { ...query };
  for (const key of VIP_KEYS) {
    const value = params.get(key)?.trim();
    if (value) own[key] = value;
  }
  return own;
}
