import { useId } from 'react';
import { ProjectCard } from '../../registry/project/ProjectCard.tsx';
import type { ProjectCardData } from '../../schemas/project-card.ts';
import { openable } from './openable.ts';
import { recommendationView } from './recommendation-view.ts';
import './ProjectRecommendations.css';

/**
 * The 项目推荐 block (spec §2) of the project and article screens: the recommended project cards
 * in the server's order, as the project module's first layout draws them. A card without a project
 * id cannot open anything and is left out; with no card left the block is not shown (a
 * recommendation has nothing to say when empty).
 */
export function ProjectRecommendations({ projects }: { projects: readonly ProjectCardData[] }) {
  const headingId = useId();
  const cards = projects.filter(openable);
  if (cards.length === 0) return null;
  return (
    <section className="bc-project-recs" aria-labelledby={headingId}>
      <h2 className="bc-project-recs__title" id={headingId}>
        项目推荐
      </h2>
      <ul className="bc-project-recs__list">
        {cards.map((project, index) => (
          <li className="bc-project-recs__item" key={`${project.projectId}:${index}`}>
            <ProjectCard view={recommendationView(project)} layout={1} />
          </li>
        ))}
      </ul>
    </section>
  );
}
