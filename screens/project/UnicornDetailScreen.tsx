import type { ScreenProps } from '../shared/screen.ts';
import type { ProjectPage } from './load-project.ts';
import { ProjectRecommendations } from './ProjectRecommendations.tsx';
import { ProjectSummary } from './ProjectSummary.tsx';
import './unicorn-detail.css';

/** unicorn-detail's body once loaded: the project's summary, then the 项目推荐 block. */
export function UnicornDetailScreen({ value }: ScreenProps<ProjectPage>) {
  return (
    <main className="bc-unicorn">
      <ProjectSummary project={value.project} />
      <ProjectRecommendations projects={value.recommendations} />
    </main>
  );
}
