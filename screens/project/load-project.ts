import type { ApiClient } from '../../api/client.ts';
import type { QueryParams } from '../../lib/query.ts';
import type { LiveItem } from '../../schemas/index.ts';
import type { MarketActivity } from '../../schemas/market-activity.ts';
import type { ProjectCardData } from '../../schemas/project-card.ts';
import type { ProjectCommentPage } from '../../schemas/project-comments.ts';
import type { ProjectDetail } from '../../schemas/project-detail.ts';
import type { SafeHtml } from '../../ui/safe-html.ts';
import { sanitizeHtml } from '../../ui/sanitize-html.ts';
import { missingId, optional, required } from '../shared/load.ts';

/** Comments per page (the first comes with the page, the others on 加载更多). */
export const COMMENT_PAGE_SIZE = 10;

/** What unicorn-detail shows. */
export interface ProjectPage {
  /** The project without its rich text, which is `content`. */
  project: Omit<ProjectDetail, 'content'>;
  /** The project's rich text, sanitized where it was loaded (the server inlines what it sanitized). */
  content: SafeHtml;
  /** The project's live room or upcoming preview; null when it has none (or the call failed). */
  live: LiveItem | null;
  /** The first page of comments; null when the call failed (the block offers 重试). */
  comments: ProjectCommentPage | null;
  marketActivities: MarketActivity[];
  recommendations: ProjectCardData[];
}

/** The body of every per-project call beside the project. */
function aboutProject(projectId: string, signal: AbortSignal | undefined) {
  return { body: { projectId }, ...(signal ? { signal } : {}) };
}

/**
 * unicorn-detail's data, asked for at once: the project (the page cannot do without it: an unknown
 * id is the server's 404 and its message), and beside it the live, the first comments, the market
 * activities and the recommended cards, each of which the page shows without when it fails.
 */
export async function loadProjectPage(
  api: ApiClient,
  query: QueryParams,
  signal?: AbortSignal,
): Promise<ProjectPage> {
  const projectId = query.projectId;
  if (projectId === undefined) throw missingId('项目编号');
  const about = aboutProject(projectId, signal);
  // All asked at once; each awaited on its own (one Promise.all over five answer types is too deep to type).
  const project = required(api, 'bosscloudProjectGetByIdForH5', {
    params: { id: projectId },
    ...(signal ? { signal } : {}),
  });
  const live = optional(api, 'projectDetailGetRoomLiveOrPreviewInfo', about, null);
  const comments = optional(
    api,
    'bosscloudInteractUserCommentSelectH5Page',
    { ...about, body: { projectId, pageIndex: 1, pageSize: COMMENT_PAGE_SIZE } },
    null,
  );
  const marketActivities = optional(api, 'getProjectMarketActive', about, []);
  const recommendations = optional(api, 'suggestForProjectDetail', about, []);
  // The optional ones never reject; the project's failure is the page's.
  const { content, ...detail } = await project;
  return {
    project: detail,
    content: await sanitizeHtml(content),
    live: await live,
    comments: await comments,
    marketActivities: await marketActivities,
    recommendations: await recommendations,
  };
}
