import type { GatewayContext } from '../context.ts';
import { fail, ok, type Answer, type CallRequest } from '../answer.ts';
import { field, integerOf, textOf } from '../json.ts';
import type { Route } from '../route.ts';
import {
  activityComponentOf,
  numberOf,
  phaseOf,
  signedIn,
  today,
  type ComponentRow,
} from './campaign-components.ts';
import { drawKeyOf } from './prize-draw.ts';
import { seededWithVotes } from './witness-vote.ts';

/** What a witness answers when it cannot be cast (docs/local-gateway.md). */
const REFUSED = {
  notStarted: { code: 40012, message: '见证尚未开始' },
  ended: { code: 40013, message: '见证已结束' },
  already: { code: 40010, message: '您已见证过该项目' },
  noneLeft: { code: 40015, message: '今日见证票已用完，明天再来' },
} as const;

/** The component's projects as seeded (`projects`), their witnesses the seeded ones plus the visitors'. */
const projectsOf = (component: ComponentRow, context: GatewayContext) =>
  seededWithVotes(component, context, 'projects', 'project_witness_votes');

/**
 * The projects a demo visitor witnessed today as seeded (`demoWitnesses: [{mobile, projectIds}]`,
 * counted in the seeded `votes`): the states "already witnessed" and "none left" for anyone who
 * logs in with that mobile.
 */
function demoWitnessesOf(component: ComponentRow, context: GatewayContext, userId: number) {
  const { mobile } = (context.db.prepare('SELECT mobile FROM users WHERE id = ?').get(userId) ??
    {}) as { mobile?: string | null };
  const demos = component.body.demoWitnesses;
  const mine = (Array.isArray(demos) ? demos : []).find(
    (demo: unknown) => mobile && textOf(field(demo, 'mobile')) === mobile,
  );
  const ids = field(mine, 'projectIds');
  return (Array.isArray(ids) ? ids : []).flatMap((id: unknown) => integerOf(id) ?? []);
}

/** The visitor's witnesses in the activity: every project, and how many were cast today. */
function witnessesOf(component: ComponentRow, context: GatewayContext, userId: number) {
  const rows = context.db
    .prepare(
      'SELECT project_id AS projectId, day FROM project_witness_votes WHERE user_id = ? AND active_id = ? ORDER BY created_at',
    )
    .all(userId, component.activeId) as { projectId: number; day: string }[];
  const demo = demoWitnessesOf(component, context, userId);
  const day = today(context);
  return {
    projectIds: [...new Set([...demo, ...rows.map((row) => row.projectId)])],
    castToday: demo.length + rows.filter((row) => row.day === day).length,
  };
}

const dailyOf = (component: ComponentRow) => integerOf(component.body.dailyTimes) ?? 1;

/** The witness component of the call's `activeId` (body or query), or of the path's `{id}`. */
function witnessOf(
  call: CallRequest,
  context: GatewayContext,
  activeId = numberOf(call, 'activeId'),
) {
  return activityComponentOf(call, context, 'projectWitness', activeId);
}

/** A page of the projects: `{records: [{projectId, projectName, logo, intro, votes}], total}`. */
function selectPage(call: CallRequest, context: GatewayContext): Answer {
  const found = witnessOf(call, context);
  if ('failure' in found) return found.failure;
  const pageNum = Math.max(1, numberOf(call, 'pageNum') ?? 1);
  const pageSize = Math.min(50, Math.max(1, numberOf(call, 'pageSize') ?? 10));
  const all = projectsOf(found.component, context);
  return ok({
    records: all.slice((pageNum - 1) * pageSize, pageNum * pageSize),
    total: all.length,
  });
}

/** Every project's witnesses, fresh: `[{projectId, votes}]`. */
function voteList(call: CallRequest, context: GatewayContext): Answer {
  const found = witnessOf(call, context);
  if ('failure' in found) return found.failure;
  return ok(
    projectsOf(found.component, context).map(({ projectId, votes }) => ({ projectId, votes })),
  );
}

/** The projects the visitor witnessed in the activity (the path's `{id}`): `{projectIds}`. */
function myWitnesses(call: CallRequest, context: GatewayContext): Answer {
  const userId = signedIn(call, context);
  if (typeof userId !== 'number') return userId;
  const found = witnessOf(call, context, integerOf(call.params.id) ?? numberOf(call, 'activeId'));
  if ('failure' in found) return found.failure;
  return ok({ projectIds: witnessesOf(found.component, context, userId).projectIds });
}

/** The visitor's votes left today (China's day): `{available, daily}`. */
function available(call: CallRequest, context: GatewayContext): Answer {
  const userId = signedIn(call, context);
  if (typeof userId !== 'number') return userId;
  const found = witnessOf(call, context);
  if ('failure' in found) return found.failure;
  const daily = dailyOf(found.component);
  const { castToday } = witnessesOf(found.component, context, userId);
  return ok({ available: Math.max(0, daily - castToday), daily });
}

/**
 * A witness of project `{id}` (`?activeId=`): open on the server's clock, one per visitor and
 * project, `dailyTimes` per visitor and day, checked and recorded in one transaction, so taps
 * arriving together count once. Sent again with the same idempotency key (the retry after a lost
 * answer) it answers that witness again. Answers the project's witnesses and the votes left.
 */
function addWitness(call: CallRequest, context: GatewayContext): Answer {
  const userId = signedIn(call, context);
  if (typeof userId !== 'number') return userId;
  const found = witnessOf(call, context);
  if ('failure' in found) return found.failure;
  const { component } = found;
  const projectId = integerOf(call.params.id);
  const key = drawKeyOf(call) ?? null;
  return context.db.transaction((): Answer => {
    const project = projectsOf(component, context).find((one) => one.projectId === projectId);
    if (!project) return fail(404, `见证项目不存在: ${call.params.id ?? ''}`);
    const answer = (votes: number) => {
      const { castToday } = witnessesOf(component, context, userId);
      const left = Math.max(0, dailyOf(component) - castToday);
      return ok({ projectId: project.projectId, votes, available: left });
    };
    const again =
      key !== null &&
      context.db
        .prepare(
          'SELECT 1 FROM project_witness_votes WHERE user_id = ? AND active_id = ? AND project_id = ? AND idempotency_key = ?',
        )
        .get(userId, component.activeId, project.projectId, key);
    if (again) return answer(project.votes);
    const phase = phaseOf(component, context);
    if (phase !== 'open') return fail(REFUSED[phase].code, REFUSED[phase].message);
    const mine = witnessesOf(component, context, userId);
    if (mine.projectIds.includes(project.projectId))
      return fail(REFUSED.already.code, REFUSED.already.message);
    if (mine.castToday >= dailyOf(component))
      return fail(REFUSED.noneLeft.code, REFUSED.noneLeft.message);
    context.db
      .prepare('INSERT INTO project_witness_votes VALUES (?, ?, ?, ?, ?, ?)')
      .run(userId, component.activeId, project.projectId, today(context), key, context.now());
    return answer(project.votes + 1);
  })();
}

/** The per-project witness calls (docs/local-gateway.md, docs/campaign-mechanics.md). */
export const projectWitnessRoutes: Route[] = [
  { name: 'activityActiveProjectWitnessSelectPage', handle: selectPage },
  { name: 'activeProjectWitnessVoteList', handle: voteList },
  { name: 'activeProjectWitnessVote', handle: myWitnesses },
  { name: 'activeProjectWitnessVoteAvailable', handle: available },
  { name: 'activeProjectWitnessVoteAdd', handle: addWitness },
];
