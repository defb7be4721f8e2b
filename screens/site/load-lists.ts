import type { ApiClient } from '../../api/client.ts';
import type { ListedArticle } from '../../schemas/article-detail.ts';
import { openable, type OpenableProjectCard } from '../project/openable.ts';
import { required } from '../shared/load.ts';
import { LIST_PAGE_SIZE, listPage, type ListPage } from './list-page.ts';

function options(pageIndex: number, signal: AbortSignal | undefined) {
  return { query: { pageIndex, pageSize: LIST_PAGE_SIZE }, ...(signal ? { signal } : {}) };
}

/** A page of /project (activeProject/queryProjects): the cards that can open a project. */
export async function loadProjectPage(
  api: ApiClient,
  pageIndex: number,
  signal?: AbortSignal,
): Promise<ListPage<OpenableProjectCard>> {
  const answer = await required(api, 'activeProjectQueryProjects', options(pageIndex, signal));
  return listPage(answer, pageIndex, (answer.records ?? []).filter(openable));
}

/** A page of /news (article/page/list/h5/v1), newest first; an article without id is shown, not opened. */
export async function loadArticlePage(
  api: ApiClient,
  pageIndex: number,
  signal?: AbortSignal,
): Promise<ListPage<ListedArticle>> {
  const answer = await required(api, 'articlePageListH5V1', options(pageIndex, signal));
  return listPage(answer, pageIndex, [...(answer.records ?? [])]);
}
