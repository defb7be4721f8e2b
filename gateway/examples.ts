import type { DevExample, DevExamples } from '../lib/dev-examples.ts';
import type { GatewayContext } from './context.ts';
import { meetingById } from './handlers/meetings.ts';
import { field, integerOf, textOf } from './json.ts';
import { listPages } from './pages.ts';

/** How many of each kind the index offers. */
const EACH = 3;

function bodies(context: GatewayContext, sql: string): unknown[] {
  return (context.db.prepare(sql).all() as { body: string }[]).map(
    (row) => JSON.parse(row.body) as unknown,
  );
}

/** One query parameter's examples: `id` of each body as `param`, its `label` field as the label. */
function byId(bodyList: unknown[], param: string, id: string, label: string): DevExample[] {
  return bodyList.flatMap((body) => {
    const value = textOf(field(body, id));
    return value === undefined
      ? []
      : [{ query: { [param]: value }, label: textOf(field(body, label)) ?? value }];
  });
}

/** A few opportunities of the first activity holding some, by `activeId` and `projectId`. */
function opportunities(context: GatewayContext): DevExample[] {
  for (const activity of bodies(
    context,
    'SELECT body FROM business_activities ORDER BY active_id',
  )) {
    const activeId = textOf(field(activity, 'activeId'));
    const ids = field(activity, 'projectIds');
    if (activeId === undefined || !Array.isArray(ids) || ids.length === 0) continue;
    return ids.slice(0, EACH).flatMap((projectId) => {
      const id = integerOf(projectId);
      const row =
        id === undefined
          ? undefined
          : (context.db.prepare('SELECT body FROM business_opportunities WHERE id = ?').get(id) as
              { body: string } | undefined);
      const body: unknown = row ? JSON.parse(row.body) : undefined;
      const title = textOf(field(body, 'title')) ?? textOf(field(body, 'projectName'));
      return title === undefined
        ? []
        : [{ query: { activeId, projectId: String(id) }, label: `商机 · ${title}` }];
    });
  }
  return [];
}

/**
 * The VIP centre for a visitor (a paid level by vipKey) and as each demo member sees it, by the
 * member's userId (fixtures/gateway/vip.json; they log in by SMS with the same mobile too).
 */
function vipVisits(context: GatewayContext): DevExample[] {
  const rows = context.db
    .prepare(
      `SELECT users.id AS id, member.mobile AS mobile, level.body AS body
       FROM vip_demo_members AS member
       JOIN users ON users.mobile = member.mobile
       LEFT JOIN vip_levels AS level ON level.vip_key = member.vip_key
       GROUP BY member.mobile ORDER BY member.mobile`,
    )
    .all() as { id: number; mobile: string; body: string | null }[];
  return [
    { query: { vipKey: 'supremeVip' }, label: '会员中心 · 访客看至尊会员' },
    ...rows.map(({ id, mobile, body }) => ({
      query: { userId: String(id) },
      label: `会员 · ${textOf(field(body ? JSON.parse(body) : null, 'vipName')) ?? '会员'}（演示 ${mobile}）`,
    })),
  ];
}

/** A per-project witness's demo visitors (`demoWitnesses`), for its label: who to log in as to see them. */
function demoWitnessHint(body: unknown): string {
  const demos = field(body, 'demoWitnesses');
  const hints = (Array.isArray(demos) ? demos : []).map((demo: unknown) => {
    const ids = field(demo, 'projectIds');
    return `${textOf(field(demo, 'mobile')) ?? ''} 已见证 ${Array.isArray(ids) ? ids.length : 0} 个`;
  });
  return hints.length ? `（演示登录 ${hints.join('；')}）` : '';
}

/**
 * Every campaign component (issue 14), by `id` and `activeId`: each mechanic's page in each state;
 * a per-project witness names its demo visitors (their witnessed projects, their votes spent).
 */
function campaignComponents(context: GatewayContext): DevExample[] {
  return bodies(context, 'SELECT body FROM campaign_components ORDER BY id').flatMap((body) => {
    const id = textOf(field(body, 'id'));
    const activeId = textOf(field(body, 'activeId'));
    return id === undefined || activeId === undefined
      ? []
      : [
          {
            query: { id, activeId },
            label: `活动组件 ${id} · ${textOf(field(body, 'title')) ?? ''}${demoWitnessHint(body)}`,
          },
        ];
  });
}

/**
 * The meeting page opened from an invitation (issue 13), by `mid` and `invitationId`: the first
 * invitation bringing projects, so the page shows the invitation and its 会上路演项目.
 */
function invitationWithProjects(context: GatewayContext): DevExample[] {
  for (const body of bodies(context, 'SELECT body FROM meeting_invitations ORDER BY id')) {
    const id = textOf(field(body, 'id'));
    const mid = textOf(field(body, 'mid'));
    const projects = field(body, 'projects');
    if (id === undefined || mid === undefined || !Array.isArray(projects) || projects.length === 0)
      continue;
    const name = textOf(meetingById(context, mid)?.meetingName) ?? mid;
    const inviter = textOf(field(body, 'inviterName')) ?? '';
    return [
      {
        query: { mid, invitationId: id },
        adds: ['invitationId'],
        label: `邀请函 ${id} · ${inviter}邀请参加${name}（${projects.length} 个路演项目）`,
      },
    ];
  }
  return [];
}

/** The live status's words, for a room's label (R4.07). */
const LIVE_STATUS_WORDS: Readonly<Record<number, string>> = {
  1: '预告',
  2: '直播中',
  3: '直播中',
  4: '已结束',
};

/** Every live room (issue 11), by `roomLiveId`: live-room and live-details in each status. */
function liveRooms(context: GatewayContext): DevExample[] {
  const rows = context.db
    .prepare('SELECT room_live_id AS id, title, status FROM live_rooms ORDER BY room_live_id')
    .all() as { id: number; title: string; status: number }[];
  return rows.map(({ id, title, status }) => ({
    query: { roomLiveId: String(id) },
    label: `直播间 ${id} · ${title}（${LIVE_STATUS_WORDS[status] ?? status}）`,
  }));
}

/** Every demo page and a few of each kind the gateway holds (lib/dev-examples.ts). */
export function devExamples(context: GatewayContext): DevExamples {
  return {
    examples: [
      ...listPages(context).map((page) => ({
        query: { pageId: page.id },
        label: `${page.id} · ${page.pageName || '未命名页面'}${page.source === 'folder' ? '（目录）' : ''}`,
      })),
      ...byId(
        bodies(context, `SELECT body FROM projects ORDER BY sort LIMIT ${EACH}`),
        'projectId',
        'id',
        'title',
      ),
      ...byId(
        bodies(
          context,
          `SELECT body FROM articles WHERE article_id < 9000 ORDER BY sort LIMIT ${EACH}`,
        ),
        'articleId',
        'articleId',
        'title',
      ),
      ...byId(
        bodies(context, `SELECT body FROM topics ORDER BY id LIMIT ${EACH}`),
        'id',
        'id',
        'title',
      ),
      ...opportunities(context),
      // Conferences (issue 13): the first four meetings, one per sign-up state.
      ...byId(
        bodies(context, 'SELECT body FROM meetings ORDER BY sort LIMIT 4'),
        'mid',
        'id',
        'meetingName',
      ),
      ...invitationWithProjects(context),
      ...vipVisits(context),
      ...campaignComponents(context),
      ...liveRooms(context),
      ...byId(
        bodies(context, 'SELECT body FROM videos ORDER BY id'),
        'videoId',
        'videoId',
        'title',
      ),
    ],
  };
}
