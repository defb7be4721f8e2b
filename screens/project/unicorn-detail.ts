import type { ScreenDefinition } from '../shared/screen.ts';
import { loadProjectPage, type ProjectPage } from './load-project.ts';
import { UnicornDetailScreen } from './UnicornDetailScreen.tsx';
import { UnicornDetailSkeleton } from './UnicornDetailSkeleton.tsx';

/**
 * unicorn-detail (spec §2, `projectId`), also the mobile site's `/project/{id}`: one project and the
 * projects recommended beside it; its page view carries project_id and project_name (spec §3).
 */
export const unicornDetailScreen: ScreenDefinition<ProjectPage> = {
  name: 'unicorn-detail',
  html: 'unicorn-detail.html',
  label: '项目详情',
  sitePaths: [{ path: '/project/:id', param: 'projectId' }],
  params: ['projectId'],
  load: loadProjectPage,
  title: ({ project }) => project.title?.trim() || '项目详情',
  share: ({ project }) => ({
    title: project.title?.trim() || '项目详情',
    ...(project.introduce?.trim() ? { desc: project.introduce.trim() } : {}),
    ...(project.detailCoverUrl || project.coverImg
      ? { image: project.detailCoverUrl || project.coverImg }
      : {}),
  }),
  pageView: ({ project }) => ({
    project_id: project.id,
    ...(project.title ? { project_name: project.title } : {}),
  }),
  Screen: UnicornDetailScreen,
  Skeleton: UnicornDetailSkeleton,
};
