import type { GatewayContext } from '../context.ts';
import { ok, type Answer, type CallRequest } from '../answer.ts';
import { field, integerOf } from '../json.ts';
import type { Route } from '../route.ts';
import { liveItemOf, type LiveRoomRow } from './live.ts';
import { listOf, projectOfBody } from './projects.ts';
import { signedIn } from './campaign-components.ts';

/** Comments per page unless the call asks for another size (at most 50). */
const COMMENT_PAGE_SIZE = 10;

/** One page of the project's comments, newest first: `{records, total, pageIndex, pageSize}`. */
function comments(call: CallRequest, context: GatewayContext): Answer {
  const found = projectOfBody(call, context);
  if ('failure' in found) return found.failure;
  const pageIndex = Math.max(1, integerOf(field(call.body, 'pageIndex')) ?? 1);
  const pageSize = Math.min(
    50,
    Math.max(1, integerOf(field(call.body, 'pageSize')) ?? COMMENT_PAGE_SIZE),
  );
  const all = listOf(found.project, 'comments');
  const records = all.slice((pageIndex - 1) * pageSize, pageIndex * pageSize);
  return ok({ records, total: all.length, pageIndex, pageSize });
}

function marketActivities(call: CallRequest, context: GatewayContext): Answer {
  const found = projectOfBody(call, context);
  return 'failure' in found ? found.failure : ok(listOf(found.project, 'marketActivities'));
}

/** Live first (status 2, 3), then an upcoming preview (1); ended rooms are not the project's live. */
function liveOrPreview(call: CallRequest, context: GatewayContext): Answer {
  const found = projectOfBody(call, context);
  if ('failure' in found) return found.failure;
  const projectId = String(found.project.id);
  const rows = context.db
    .prepare(
      `SELECT room_live_id AS roomLiveId, title, start_time AS startTime, start_in_minutes AS startInMinutes,
        cover_one AS coverOne, status, is_replay AS isReplay, project_list AS projectList
       FROM live_rooms WHERE status IN (1, 2, 3) ORDER BY status DESC, room_live_id`,
    )
    .all() as LiveRoomRow[];
  const room = rows.find((row) =>
    (JSON.parse(row.projectList) as unknown[]).some(
      (project) => String(field(project, 'projectId')) === projectId,
    ),
  );
  return ok(room ? liveItemOf(room, context) : null);
}

function interestOf(context: GatewayContext, userId: number, projectId: unknown): 0 | 1 {
  const row = context.db
    .prepare('SELECT 1 FROM user_interests WHERE user_id = ? AND project_id = ?')
    .get(userId, projectId);
  return row ? 1 : 0;
}

function interestStatus(call: CallRequest, context: GatewayContext): Answer {
  const userId = signedIn(call, context);
  if (typeof userId !== 'number') return userId;
  const found = projectOfBody(call, context);
  if ('failure' in found) return found.failure;
  return ok({ status: interestOf(context, userId, found.project.id) });
}

/** Stores the visitor's interest once: saying it again changes nothing and answers the same. */
function saveInterest(call: CallRequest, context: GatewayContext): Answer {
  const userId = signedIn(call, context);
  if (typeof userId !== 'number') return userId;
  const found = projectOfBody(call, context);
  if ('failure' in found) return found.failure;
  context.db
    .prepare(
      'INSERT OR IGNORE INTO user_interests (user_id, project_id, created_at) VALUES (?, ?, ?)',
    )
    .run(userId, found.project.id, context.now());
  return ok({ status: 1 });
}

/** What unicorn-detail asks beside the project: comments, market activity, live, the visitor's interest. */
export const projectExtraRoutes: Route[] = [
  { name: 'bosscloudInteractUserCommentSelectH5Page', handle: comments },
  { name: 'getProjectMarketActive', handle: marketActivities },
  { name: 'projectDetailGetRoomLiveOrPreviewInfo', handle: liveOrPreview },
  { name: 'userInterestGetUserInterestProjectStatus', handle: interestStatus },
  { name: 'interactUserInterestSave', handle: saveInterest },
];
