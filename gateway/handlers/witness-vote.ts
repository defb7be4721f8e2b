import type { GatewayContext } from '../context.ts';
import { fail, ok, type Answer, type CallRequest } from '../answer.ts';
import { field, integerOf, textOf } from '../json.ts';
import type { Route } from '../route.ts';
import {
  activityComponentOf,
  numberOf,
  phaseOf,
  signedIn,
  type ComponentRow,
} from './campaign-components.ts';

/** What a vote answers when it cannot be cast (docs/local-gateway.md). */
const REFUSED = {
  notStarted: { code: 40012, message: '投票尚未开始' },
  ended: { code: 40013, message: '投票已结束' },
} as const;
/** One vote per visitor and activity. */
const ALREADY_VOTED = { code: 40010, message: '您已投过票' } as const;

/**
 * A component's seeded projects (`body[key]`: a vote's `candidates`, a per-project witness's
 * `projects`), their `votes` the seeded ones plus the rows of `table` (one per visitor's vote).
 */
export function seededWithVotes(
  component: ComponentRow,
  context: GatewayContext,
  key: 'candidates' | 'projects',
  table: 'witness_votes' | 'project_witness_votes',
) {
  const counts = new Map(
    (
      context.db
        .prepare(
          `SELECT project_id AS projectId, COUNT(*) AS n FROM ${table} WHERE active_id = ? GROUP BY project_id`,
        )
        .all(component.activeId) as { projectId: number; n: number }[]
    ).map(({ projectId, n }) => [projectId, n]),
  );
  const seeded = component.body[key];
  return (Array.isArray(seeded) ? seeded : []).map((candidate: unknown) => {
    const projectId = integerOf(field(candidate, 'projectId')) ?? 0;
    return {
      projectId,
      projectName: textOf(field(candidate, 'projectName')) ?? '',
      logo: textOf(field(candidate, 'logo')) ?? '',
      intro: textOf(field(candidate, 'intro')) ?? '',
      votes: (integerOf(field(candidate, 'votes')) ?? 0) + (counts.get(projectId) ?? 0),
    };
  });
}

/** A vote component's candidates as seeded (`candidates`), their votes the seeded ones plus the visitors'. */
const candidatesOf = (component: ComponentRow, context: GatewayContext) =>
  seededWithVotes(component, context, 'candidates', 'witness_votes');

/** The vote component the call names by `activeId` (or by the path's `{id}`, the activity). */
function voteOf(call: CallRequest, context: GatewayContext) {
  return activityComponentOf(
    call,
    context,
    'vote',
    integerOf(call.params.id) ?? numberOf(call, 'activeId'),
  );
}

/** The candidates with their votes: `[{projectId, projectName, logo, intro, votes}]`. */
function projects(call: CallRequest, context: GatewayContext): Answer {
  const found = voteOf(call, context);
  return 'failure' in found ? found.failure : ok(candidatesOf(found.component, context));
}

/** The votes alone, fresh: `[{projectId, votes}]`. */
function votes(call: CallRequest, context: GatewayContext): Answer {
  const found = voteOf(call, context);
  if ('failure' in found) return found.failure;
  return ok(
    candidatesOf(found.component, context).map(({ projectId, votes: count }) => ({
      projectId,
      votes: count,
    })),
  );
}

/** The visitor's vote in the activity: `{voted: 0 | 1, projectId}`. */
function myVote(call: CallRequest, context: GatewayContext): Answer {
  const userId = signedIn(call, context);
  if (typeof userId !== 'number') return userId;
  const found = voteOf(call, context);
  if ('failure' in found) return found.failure;
  const row = context.db
    .prepare(
      'SELECT project_id AS projectId FROM witness_votes WHERE user_id = ? AND active_id = ?',
    )
    .get(userId, found.component.activeId) as { projectId: number } | undefined;
  return ok(row ? { voted: 1, projectId: row.projectId } : { voted: 0 });
}

/**
 * A vote for `projectId`: open on the server's clock, one per visitor and activity, checked and
 * recorded in one transaction, so taps arriving together count once. Answers the project's votes.
 */
function addVote(call: CallRequest, context: GatewayContext): Answer {
  const userId = signedIn(call, context);
  if (typeof userId !== 'number') return userId;
  const found = voteOf(call, context);
  if ('failure' in found) return found.failure;
  const { component } = found;
  const projectId = numberOf(call, 'projectId');
  const candidate = candidatesOf(component, context).find((one) => one.projectId === projectId);
  if (!candidate) return fail(404, `候选项目不存在: ${projectId ?? ''}`);
  const phase = phaseOf(component, context);
  if (phase !== 'open') return fail(REFUSED[phase].code, REFUSED[phase].message);
  return context.db.transaction((): Answer => {
    const cast = context.db
      .prepare('INSERT OR IGNORE INTO witness_votes VALUES (?, ?, ?, ?)')
      .run(userId, component.activeId, candidate.projectId, context.now());
    if (cast.changes === 0) return fail(ALREADY_VOTED.code, ALREADY_VOTED.message);
    return ok({ projectId: candidate.projectId, votes: candidate.votes + 1 });
  })();
}

/** The common witness and vote calls (docs/local-gateway.md, docs/campaign-mechanics.md). */
export const witnessVoteRoutes: Route[] = [
  { name: 'commonWitnessProjects', handle: projects },
  { name: 'commonWitnessVotes', handle: votes },
  { name: 'commonWitnessVote', handle: myVote },
  { name: 'commonWitnessVoteAdd', handle: addVote },
];
