import { chinaTime } from '../china-time.ts';
import type { GatewayContext } from '../context.ts';
import { fail, ok, type Answer, type CallRequest } from '../answer.ts';
import { field, integerOf } from '../json.ts';
import type { Route } from '../route.ts';

/** A live room as stored. */
export interface LiveRoomRow {
  roomLiveId: number;
  title: string;
  startTime: string | null;
  startInMinutes: number | null;
  coverOne: string;
  status: number;
  isReplay: number;
  projectList: string;
}

function liveDetail(call: CallRequest, context: GatewayContext): Answer {
  const roomLiveId = integerOf(field(call.body, 'roomLiveId'));
  if (roomLiveId === undefined) return fail(400, '缺少 roomLiveId');
  const row = context.db
    .prepare(
      `SELECT room_live_id AS roomLiveId, title, start_time AS startTime, start_in_minutes AS startInMinutes,
        cover_one AS coverOne, status, is_replay AS isReplay, project_list AS projectList
       FROM live_rooms WHERE room_live_id = ?`,
    )
    .get(roomLiveId) as LiveRoomRow | undefined;
  if (!row) return fail(404, `直播间不存在: ${roomLiveId}`);
  return ok(liveItemOf(row, context));
}

/** A stored room as the live calls answer it (spec §3 live item). */
export function liveItemOf(row: LiveRoomRow, context: GatewayContext): Record<string, unknown> {
  // Fixture rooms may start relative to now, so a preview stays in the future on any day.
  const startTime =
    row.startInMinutes === null
      ? row.startTime
      : chinaTime(context.now() + row.startInMinutes * 60_000);
  return {
    roomLiveId: row.roomLiveId,
    title: row.title,
    startTime,
    coverOne: row.coverOne,
    status: row.status,
    isReplay: row.isReplay,
    projectList: JSON.parse(row.projectList) as unknown,
  };
}

/** The live calls. */
export const liveRoutes: Route[] = [{ name: 'roomLiveDetail', handle: liveDetail }];
