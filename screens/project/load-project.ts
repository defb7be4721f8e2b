import type { ApiClient } from '../../api/client.ts';
import type { QueryParams } from '../../lib/query.ts';
import type { ProjectCardData } from '../../schemas/project-card.ts';
import type { ProjectDetail } from '../../schemas/project-detail.ts';
import { missingId, optional, required } from '../shared/load.ts';

/** What unicorn-detail shows: the project, and the 项目推荐 cards beside it. */
export interface ProjectPage {
  project: ProjectDetail;
  recommendations: ProjectCardData[];
}

/**
 * unicorn-detail's data: the project (the page cannot do without it: an unknown id is the server's
 * 404 and its message) and the recommended cards (the block is left out when they fail).
 */
export async function loadProjectPage(
  api: ApiClient,
  query: QueryParams,
  signal?: AbortSignal,
): Promise<ProjectPage> {
  const projectId = query.projectId;
  if (projectId === undefined) throw missingId('项目编号');
  const [project, recommendations] = await Promise.all([
    required(api, 'bosscloudProjectGetByIdForH5', {
      params: { id: projectId },
      ...(signal ? { signal } : {}),
    }),
    optional(
      api,
      'suggestForProjectDetail',
      { body: { projectId }, ...(signal ? { signal } : {}) },
      [],
    ),
  ]);
  return { project, recommendations };
}
