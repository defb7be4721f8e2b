import type { GatewayContext } from '../context.ts';
import { fail, ok, type Answer, type CallRequest } from '../answer.ts';
import { field, integerOf, textOf } from '../json.ts';
import type { Route } from '../route.ts';
import { currentUserId } from './users.ts';
import {
  activityComponentOf,
  numberOf,
  phaseOf,
  signedIn,
  type ComponentRow,
} from './campaign-components.ts';

/** What a sign-up answers when the activity is not open (docs/local-gateway.md). */
const REFUSED = {
  notStarted: { code: 40012, message: '报名尚未开始' },
  ended: { code: 40013, message: '报名已结束' },
} as const;

/** A project of the activity as seeded (`projects` of the component). */
interface SeededProject {
  projectId: number;
  projectName: string;
  logo: string;
  intro: string;
  likes: number;
  posters: string[];
}

function projectsOf(component: ComponentRow): SeededProject[] {
  const seeded = component.body.projects;
  return (Array.isArray(seeded) ? seeded : []).map((project: unknown) => {
    const posters = field(project, 'posters');
    return {
      projectId: integerOf(field(project, 'projectId')) ?? 0,
      projectName: textOf(field(project, 'projectName')) ?? '',
      logo: textOf(field(project, 'logo')) ?? '',
      intro: textOf(field(project, 'intro')) ?? '',
      likes: integerOf(field(project, 'likes')) ?? 0,
      posters: (Array.isArray(posters) ? posters : []).flatMap((poster: unknown) => {
        const address = textOf(poster);
        return address === undefined ? [] : [address];
      }),
    };
  });
}

/** The sign-up component of the call's `activeId` (body or query), or of `activeId` given. */
function signUpComponentOf(call: CallRequest, context: GatewayContext, activeId?: number) {
  return activityComponentOf(
    call,
    context,
    'projectSignUp',
    activeId ?? numberOf(call, 'activeId'),
  );
}

/** The project `projectId` of the component, or the 404 answer. */
function projectIn(component: ComponentRow, projectId: number | undefined) {
  return (
    projectsOf(component).find((project) => project.projectId === projectId) ??
    fail(404, `项目不存在: ${projectId ?? ''}`)
  );
}

/** Each project's likes from visitors in the activity. */
function likeCounts(context: GatewayContext, activeId: number): Map<number, number> {
  const rows = context.db
    .prepare(
      'SELECT project_id AS projectId, COUNT(*) AS n FROM project_likes WHERE active_id = ? GROUP BY project_id',
    )
    .all(activeId) as { projectId: number; n: number }[];
  return new Map(rows.map(({ projectId, n }) => [projectId, n]));
}

/**
 * A page of the activity's projects: `{records: [{projectId, projectName, logo, intro, likes}],
 * total}`; with a token each also says `liked`, `signedUp` and `signUpId`.
 */
function pageProjects(call: CallRequest, context: GatewayContext): Answer {
  const found = signUpComponentOf(call, context);
  if ('failure' in found) return found.failure;
  const { activeId } = found.component;
  const pageNum = Math.max(1, numberOf(call, 'pageNum') ?? 1);
  const pageSize = Math.max(1, numberOf(call, 'pageSize') ?? 10);
  const all = projectsOf(found.component);
  const likes = likeCounts(context, activeId);
  const userId = currentUserId(call, context);
  const mine = (projectId: number) => {
    if (userId === undefined) return {};
    const signUp = context.db
      .prepare(
        'SELECT id FROM project_sign_ups WHERE user_id = ? AND active_id = ? AND project_id = ?',
      )
      .get(userId, activeId, projectId) as { id: number } | undefined;
    const liked = context.db
      .prepare('SELECT 1 FROM project_likes WHERE user_id = ? AND active_id = ? AND project_id = ?')
      .get(userId, activeId, projectId);
    return {
      liked: liked ? 1 : 0,
      signedUp: signUp ? 1 : 0,
      ...(signUp ? { signUpId: signUp.id } : {}),
    };
  };
  return ok({
    records: all
      .slice((pageNum - 1) * pageSize, pageNum * pageSize)
      .map(({ projectId, projectName, logo, intro, likes: seeded }) => ({
        projectId,
        projectName,
        logo,
        intro,
        likes: seeded + (likes.get(projectId) ?? 0),
        ...mine(projectId),
      })),
    total: all.length,
  });
}

/**
 * The visitor signs project `projectId` up: open on the server's clock, one record per visitor
 * and project however often asked (in one transaction); answers the record's `signUpId`.
 */
function signUp(call: CallRequest, context: GatewayContext): Answer {
  const userId = signedIn(call, context);
  if (typeof userId !== 'number') return userId;
  const found = signUpComponentOf(call, context);
  if ('failure' in found) return found.failure;
  const { component } = found;
  const project = projectIn(component, numberOf(call, 'projectId'));
  if (!('projectId' in project)) return project;
  const phase = phaseOf(component, context);
  if (phase !== 'open') return fail(REFUSED[phase].code, REFUSED[phase].message);
  return context.db.transaction((): Answer => {
    context.db
      .prepare(
        'INSERT OR IGNORE INTO project_sign_ups (user_id, active_id, project_id, created_at) VALUES (?, ?, ?, ?)',
      )
      .run(userId, component.activeId, project.projectId, context.now());
    const row = context.db
      .prepare(
        'SELECT id FROM project_sign_ups WHERE user_id = ? AND active_id = ? AND project_id = ?',
      )
      .get(userId, component.activeId, project.projectId) as { id: number };
    return ok({ signUpId: row.id });
  })();
}

/** Whether the visitor's sign-up `{id}` is recorded: `{success: 1}`; another's or none: 404. */
function isSuccess(call: CallRequest, context: GatewayContext): Answer {
  const userId = signedIn(call, context);
  if (typeof userId !== 'number') return userId;
  const row = context.db
    .prepare('SELECT 1 FROM project_sign_ups WHERE id = ? AND user_id = ?')
    .get(integerOf(call.params.id) ?? 0, userId);
  return row ? ok({ success: 1 }) : fail(404, '报名记录不存在');
}

/**
 * A poster of the signed-up project `{id}`: "random" goes round the project's posters, so each
 * call (换一张) answers another one.
 */
function poster(call: CallRequest, context: GatewayContext): Answer {
  const id = integerOf(call.params.id) ?? 0;
  const row = context.db
    .prepare(
      'SELECT active_id AS activeId, project_id AS projectId, poster_turn AS turn FROM project_sign_ups WHERE id = ?',
    )
    .get(id) as { activeId: number; projectId: number; turn: number } | undefined;
  if (!row) return fail(404, '报名记录不存在');
  const found = signUpComponentOf(call, context, row.activeId);
  if ('failure' in found) return found.failure;
  const project = projectIn(found.component, row.projectId);
  if (!('projectId' in project) || project.posters.length === 0) return fail(404, '该项目暂无海报');
  context.db
    .prepare('UPDATE project_sign_ups SET poster_turn = ? WHERE id = ?')
    .run(row.turn + 1, id);
  return ok({ posterUrl: project.posters[row.turn % project.posters.length] });
}

/** A like of project `{id}` in activity `activeId`: one per visitor and project, kept; no undo. */
function like(call: CallRequest, context: GatewayContext): Answer {
  const userId = signedIn(call, context);
  if (typeof userId !== 'number') return userId;
  const found = signUpComponentOf(call, context);
  if ('failure' in found) return found.failure;
  const { component } = found;
  const project = projectIn(component, integerOf(call.params.id));
  if (!('projectId' in project)) return project;
  context.db
    .prepare('INSERT OR IGNORE INTO project_likes VALUES (?, ?, ?, ?)')
    .run(userId, component.activeId, project.projectId, context.now());
  return ok({
    liked: 1,
    likes: project.likes + (likeCounts(context, component.activeId).get(project.projectId) ?? 0),
  });
}

/** The project sign-up calls, its posters and likes (docs/local-gateway.md, docs/campaign-mechanics.md). */
export const projectSignUpRoutes: Route[] = [
  { name: 'pageProjectsSignUp', handle: pageProjects },
  { name: 'updateActiveProjectSignUp', handle: signUp },
  { name: 'queryProjectSignUpIsSuccess', handle: isSuccess },
  { name: 'activeProjectSignUpGetProjectPosterForRandom', handle: poster },
  { name: 'activeProjectUserLikeClickUserLike2', handle: like },
];
