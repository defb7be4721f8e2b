import { RichText } from '../../ui/RichText.tsx';
import type { ScreenProps } from '../shared/screen.ts';
import { InterestBar } from './InterestBar.tsx';
import type { ProjectPage } from './load-project.ts';
import { MarketActivities } from './MarketActivities.tsx';
import { ProjectComments } from './ProjectComments.tsx';
import { ProjectLive } from './ProjectLive.tsx';
import { ProjectRecommendations } from './ProjectRecommendations.tsx';
import { ProjectSummary } from './ProjectSummary.tsx';
import './unicorn-detail.css';

/**
 * unicorn-detail's body once loaded: the summary, the project's rich text, the live, the market
 * activities, the comments, the 项目推荐 block, and the interest bar at the foot.
 */
export function UnicornDetailScreen({ value }: ScreenProps<ProjectPage>) {
  const { project } = value;
  return (
    <main className="bc-unicorn bc-unicorn--with-bar">
      <ProjectSummary project={project} />
      {value.content && (
        <section className="bc-unicorn__section" aria-labelledby="bc-unicorn-content">
          <h2 className="bc-unicorn__heading" id="bc-unicorn-content">
            项目详情
          </h2>
          <RichText html={value.content} className="bc-unicorn__content" />
        </section>
      )}
      <ProjectLive live={value.live} />
      <MarketActivities activities={value.marketActivities} />
      <ProjectComments projectId={project.id} first={value.comments} />
      <ProjectRecommendations projects={value.recommendations} />
      <InterestBar projectId={project.id} />
    </main>
  );
}
