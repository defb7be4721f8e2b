import { chinaTime } from '../china-time.ts';
import type { GatewayContext } from '../context.ts';

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

/** What a room's page holds beside its row (fixtures/gateway/live.json). */
interface LivePage {
  liveUrl?: string;
  replayUrl?: string;
  introduce?: string;
  productIds?: number[];
  cycleSeconds?: number;
}

/** A room as the live pages see it: its row and its page. */
export interface LiveRoom {
  row: LiveRoomRow;
  page: LivePage;
}

/** The room by id, or undefined. */
export function liveRoomOf(context: GatewayContext, roomLiveId: number): LiveRoom | undefined {
  const row = context.db
    .prepare(
      `SELECT room_live_id AS roomLiveId, title, start_time AS startTime, start_in_minutes AS startInMinutes,
        cover_one AS coverOne, status, is_replay AS isReplay, project_list AS projectList
       FROM live_rooms WHERE room_live_id = ?`,
    )
    .get(roomLiveId) as LiveRoomRow | undefined;
  if (!row) return undefined;
  const page = context.db
    .prepare('SELECT body FROM live_room_pages WHERE room_live_id = ?')
    .get(roomLiveId) as { body: string } | undefined;
  return { row, page: page ? (JSON.parse(page.body) as LivePage) : {} };
}

/**
 * The room's live item now, with its stream while live and its replay once ended. A cycling room
 * starts at the middle of every `cycleSeconds` of the server's clock: before it a preview counting
 * down to it, after it live.
 */
export function liveRoomItem(
  { row, page }: LiveRoom,
  context: GatewayContext,
): Record<string, unknown> & { liveUrl?: string; replayUrl?: string } {
  const item = liveItemOf(row, context);
  if (page.cycleSeconds) {
    const cycle = page.cycleSeconds * 1000;
    const now = context.now();
    const start = Math.floor(now / cycle) * cycle + cycle / 2;
    item.status = now < start ? 1 : 2;
    item.startTime = chinaTime(start);
  }
  const live = item.status === 2 || item.status === 3;
  return {
    ...item,
    ...(live && page.liveUrl ? { liveUrl: page.liveUrl } : {}),
    ...(row.isReplay === 1 && page.replayUrl ? { replayUrl: page.replayUrl } : {}),
  };
}
