import { useCallback } from 'react';
import { useApi } from '../../api/use-api.tsx';
import { LoadMore } from '../../ui/LoadMore.tsx';
import { StatusView } from '../../ui/StatusView.tsx';
import { ProjectCard } from '../../registry/project/ProjectCard.tsx';
import type { OpenableProjectCard } from '../project/openable.ts';
import { recommendationView } from '../project/recommendation-view.ts';
import type { ScreenProps } from '../shared/screen.ts';
import type { ListPage } from './list-page.ts';
import { loadProjectPage } from './load-lists.ts';
import { ListHeader } from './ListHeader.tsx';
import { usePagedList } from './use-paged-list.ts';
import '../project/ProjectRecommendations.css';
import './site-lists.css';

/** What /project shows at first: the first page of cards. */
export interface ProjectListValue {
  first: ListPage<OpenableProjectCard>;
}

/** /project: the project cards (the 项目推荐 block's card), page after page, to a visible end. */
export function ProjectListScreen({ value }: ScreenProps<ProjectListValue>) {
  const api = useApi();
  const load = useCallback(
    (pageIndex: number, signal: AbortSignal) => loadProjectPage(api, pageIndex, signal),
    [api],
  );
  const { items, total, status, loadMore } = usePagedList(value.first, load);
  return (
    <main className="bc-site-list">
      <ListHeader
        title="优质项目"
        subtitle={total ? `共 ${total} 个项目，合作金额、意向人数一目了然` : '精选好项目'}
      />
      {items.length === 0 && status === 'end' ? (
        <StatusView kind="empty" title="暂无项目" message="新项目上线后会在这里展示" />
      ) : (
        <ul className="bc-site-list__panel" aria-label="项目">
          {items.map((project, index) => (
            <li className="bc-project-recs__item" key={`${project.projectId}:${index}`}>
              <ProjectCard view={recommendationView(project)} layout={1} />
            </li>
          ))}
        </ul>
      )}
      {items.length > 0 && <LoadMore status={status} onMore={loadMore} />}
    </main>
  );
}
