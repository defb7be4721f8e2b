import { useId } from 'react';
import type { ProjectCardData } from '../../schemas/project-card.ts';
import {
  ProjectRecommendationCard,
  type OpenableProjectCard,
} from './ProjectRecommendationCard.tsx';
import './ProjectRecommendations.css';

function openable(project: ProjectCardData): project is OpenableProjectCard {
  return (project.projectId?.trim() ?? '') !== '';
}

/**
 * The 项目推荐 block (spec §2) of the project and article screens: the recommended project cards
 * in the server's order. A card without a project id cannot open anything and is left out; with no
 * card left the block is not shown (a recommendation has nothing to say when empty).
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
            <ProjectRecommendationCard project={project} />
          </li>
        ))}
      </ul>
    </section>
  );
}
