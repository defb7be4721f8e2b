import { amountLabel, formatAmount } from '../../lib/amount.ts';
import { compactNumber } from '../../lib/number.ts';
import { truncate } from '../../lib/text.ts';
import type { Project } from '../../schemas/index.ts';
import { frameProps } from '../module-frame.tsx';
import type { ModuleProps } from '../module-props.ts';
import {
  MAX_PROJECT_TAGS,
  ProjectCard,
  type ProjectCardView,
  type ProjectLayout,
} from './ProjectCard.tsx';
import './ProjectList.css';

function layoutOf(value: number | undefined): ProjectLayout {
  return value === 2 || value === 3 || value === 4 ? value : 1;
}

/**
 * A module's project as a card: R9.05 the first three non-empty tags, each cut to 12 text-length
 * units (R5.16), none in the two-column layout; R5.17 the intention count in compact form, nothing
 * when nobody registered one (0 or absent).
 */
function cardView(project: Project, layout: ProjectLayout): ProjectCardView {
  const tags = (project.marketTag ?? []).map((tag) => tag.trim()).filter((tag) => tag !== '');
  return {
    projectId: project.id,
    name: project.title?.trim() ?? '',
    description: project.introduce?.trim() ?? '',
    cover: project.coverImg ?? '',
    tags: layout === 3 ? [] : tags.slice(0, MAX_PROJECT_TAGS).map((tag) => truncate(tag, 12)),
    amount: formatAmount({
      min: project.projectInvestmentMinDecimalFormat,
      max: project.projectInvestmentMaxDecimalFormat,
      unit: project.projectInvestmentUnit,
    }),
    amountLabel: amountLabel(undefined),
    intention: project.intentionNumTotal ? compactNumber(project.intentionNumTotal) : '',
  };
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
    <section {...frameProps(module, `bc-project bc-project--layout-${layout}`)}>
      <ul className="bc-project__list">
        {list.map((project, index) => (
          <li className="bc-project__item" key={`${index}:${project.id}`}>
            <ProjectCard view={cardView(project, layout)} layout={layout} />
          </li>
        ))}
      </ul>
    </section>
  );
}
