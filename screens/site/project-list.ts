import type { ScreenDefinition } from '../shared/screen.ts';
import { loadProjectPage } from './load-lists.ts';
import { ListSkeleton } from './ListSkeleton.tsx';
import { ProjectListScreen, type ProjectListValue } from './ProjectListScreen.tsx';

/**
 * The mobile site's project list (spec §2 `/project`): the first page on the server, the next ones
 * as the visitor scrolls; a card opens the project (on the site, `/project/{id}`).
 */
export const projectListScreen: ScreenDefinition<ProjectListValue> = {
  name: 'project-list',
  html: 'project-list.html',
  label: '项目列表',
  sitePaths: [{ path: '/project' }],
  params: [],
  load: async (api, _query, signal) => ({ first: await loadProjectPage(api, 1, signal) }),
  title: () => '优质项目',
  share: () => ({ title: '优质项目 · 天九老板云', desc: '精选好项目，合作金额、意向人数一目了然' }),
  Screen: ProjectListScreen,
  Skeleton: ListSkeleton,
};
