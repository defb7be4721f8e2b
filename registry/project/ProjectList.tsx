import { ModuleFrame } from '../module-frame.tsx';
import type { ModuleProps } from '../module-props.ts';
import { ProjectCard, type ProjectLayout } from './ProjectCard.tsx';
import './ProjectList.css';

function layoutOf(value: number | undefined): ProjectLayout {
  return value === 2 || value === 3 || value === 4 ? value : 1;
}

/**
 * Module type 5: investment projects in one of four layouts — 1 square cover left of the text,
 * 2 large cover above it, 3 a two-column grid, 4 text only. Each card shows the cooperation
 * amount, the intention count and up to three tags. An empty list shows nothing at all.
 */
export function ProjectList({ module }: ModuleProps<'project'>) {
  const { list } = module.data;
  if (list.length === 0) return null;
  const layout = layoutOf(module.data.layout);

  return (
    <ModuleFrame module={module} className={`bc-project bc-project--layout-${layout}`}>
      <ul className="bc-project__list">
        {list.map((project, index) => (
          <li className="bc-project__item" key={`${index}:${project.id}`}>
            <ProjectCard project={project} layout={layout} />
          </li>
        ))}
      </ul>
    </ModuleFrame>
  );
}
