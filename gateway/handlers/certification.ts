import type { GatewayContext } from '../context.ts';
import { fail, ok, type Answer, type CallRequest } from '../answer.ts';
import { field, textOf } from '../json.ts';
import type { Route } from '../route.ts';
import { currentUserId } from './users.ts';

/** Code 20210: the session identity is invalid (spec §9). */
const SESSION_INVALID = 20210;
/** A request's status: 0 none, 1 waiting for staff review, 2 certified. */
const PENDING = 1;
const CERTIFIED = 2;
/** The jobs that count as a company leader (R9.17: a leader or shareholder). */
const LEADER_JOBS = new Set(['董事长', '总经理', '法人', '总裁', 'CEO']);

/**
 * R4.11 automatic certification, the local gateway's rule: the company is in the business
 * registry (the company names `common/searchCompany` finds) and the job is a leader's. The
 * investment capacity (at least 1 million yuan, R9.17) cannot be checked here and is taken as
 * given; any other request waits for a service secretary (status 1).
 */
function decide(context: GatewayContext, company: string | null, job: string | null): number {
  const registered = context.db.prepare('SELECT 1 FROM companies WHERE name = ?').get(company);
  return registered && job !== null && LEADER_JOBS.has(job) ? CERTIFIED : PENDING;
}

/** R5.11: required fields and their limits, in the order they are checked. */
const RULES = [
  { key: 'authCompany', required: '请输入公司名称', max: 25, label: '公司名称' },
  { key: 'authName', required: '请输入姓名', max: 10, label: '姓名' },
  { key: 'authJob', required: '请输入职位', max: 100, label: '职位' },
  { key: 'supplyDesc', required: undefined, max: 500, label: '补充说明' },
] as const;

function problemOf(body: unknown): string | undefined {
  for (const rule of RULES) {
    const value = textOf(field(body, rule.key))?.trim();
    if (value === undefined || value === '') {
      if (rule.required) return rule.required;
    } else if ([...value].length > rule.max) {
      return `${rule.label}最多 ${rule.max} 个字`;
    }
  }
  return undefined;
}

/**
 * One open request per visitor: while one waits for review it is brought up to date rather than
 * joined by another, and a certified visitor keeps the request that certified them. A retry after a
 * commit whose answer was lost therefore stores nothing twice.
 */
function apply(call: CallRequest, context: GatewayContext): Answer {
  const userId = currentUserId(call, context);
  if (userId === undefined) return fail(SESSION_INVALID, '登录已失效，请重新登录');
  const problem = problemOf(call.body);
  if (problem) return fail(400, problem);
  const text = (key: string): string | null => textOf(field(call.body, key))?.trim() ?? null;
  const request = [
    text('authCompany'),
    text('authName'),
    text('authJob'),
    text('authMaterial'),
    text('supplyDesc'),
  ];
  const { db } = context;
  return db.transaction((): Answer => {
    const open = db
      .prepare(
        'SELECT id, status FROM certifications WHERE user_id = ? AND status IN (?, ?) ORDER BY id DESC LIMIT 1',
      )
      .get(userId, PENDING, CERTIFIED) as { id: number; status: number } | undefined;
    if (open?.status === CERTIFIED) return ok({ id: open.id, status: CERTIFIED });
    const status = decide(context, text('authCompany'), text('authJob'));
    if (open) {
      db.prepare(
        `UPDATE certifications SET call = ?, company = ?, name = ?, job = ?, material = ?, supply_desc = ?, status = ?
         WHERE id = ?`,
      ).run(call.path, ...request, status, open.id);
      return ok({ id: open.id, status });
    }
    const inserted = db
      .prepare(
        `INSERT INTO certifications (user_id, call, company, name, job, material, supply_desc, status, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(userId, call.path, ...request, status, context.now());
    return ok({ id: Number(inserted.lastInsertRowid), status });
  })();
}

function query(call: CallRequest, context: GatewayContext): Answer {
  const userId = currentUserId(call, context);
  if (userId === undefined) return fail(SESSION_INVALID, '登录已失效，请重新登录');
  const latest = context.db
    .prepare('SELECT status FROM certifications WHERE user_id = ? ORDER BY id DESC LIMIT 1')
    .get(userId) as { status: number } | undefined;
  return ok({ status: latest?.status ?? 0 });
}

/** Certification calls; they need a signed-in visitor (`token` or a known `userId` header). */
export const certificationRoutes: Route[] = [
  { name: 'authApproveArtificial', handle: apply },
  { name: 'authApproveArtificialNoFission', handle: apply },
  { name: 'authApproveQueryAuthApprove', handle: query },
];
