import type { ApiCall } from '../../api/client.ts';
import { ROOT_REGION_ID } from '../../forms/fields/tree.ts';
import { SUCCESS_CODE } from '../../lib/wire.ts';
import type { MeetingArea } from '../../schemas/meeting.ts';

/** The cascade's depth: level 1 province, 2 city, 3 area (spec §7 GetAreaByFid). */
export const AREA_LEVELS = 3;

/**
 * The areas one level below `parent` (the provinces below the root region, R9.07), as
 * `GetAreaByFid` answers them; a failed call rejects, so the picker offers to ask again.
 */
export async function loadAreas(
  api: { call: ApiCall },
  parent: MeetingArea | undefined,
  level: number,
): Promise<MeetingArea[]> {
  const answer = await api.call('apiMeetingUserServiceGetAreaByFid', {
    query: { Id: parent?.Id ?? ROOT_REGION_ID, Level: level },
  });
  if (answer.code !== SUCCESS_CODE) throw new Error(answer.message || `code ${answer.code}`);
  return answer.data;
}
