import { useId } from 'react';
import { useAction } from '../../actions/use-action.tsx';
import type { ImageSizing } from '../../lib/image.ts';
import { cardAction } from '../../ui/CardAction.tsx';
import { picture } from '../../ui/Picture.tsx';
import './ProjectCard.css';

/** R9.05: project cards show at most 3 tags. */
export const MAX_PROJECT_TAGS = 3;

/** The four project layouts of the CMS. */
export type ProjectLayout = 1 | 2 | 3 | 4;

/**
 * What a project card shows, whichever answer it came from: a project module's config
 * (./ProjectList.tsx) or a 项目推荐 card (screens/project/recommendation-view.ts). Empty texts and
 * an empty tag list are left out of the card.
 */
export interface ProjectCardView {
  projectId: string;
  name: string;
  description: string;
  cover: string;
  tags: readonly string[];
  /** The amount as shown (R9.05), with its label before it. */
  amount: string;
  amountLabel: string;
  /** The intention count in compact form (R5.17); empty when nobody registered one yet. */
  intention: string;
}

/** Cover ratio and storage size per layout; layout 1 uses the 200×200 cover size (R9.06), layout 4 has none. */
const COVERS: Record<Exclude<ProjectLayout, 4>, { ratio: number; sizes: ImageSizing }> = {
  1: { ratio: 1, sizes: 'cover' },
  2: { ratio: 16 / 9, sizes: 'full' },
  3: { ratio: 4 / 3, sizes: { width: 344, height: 258, quality: 75 } },
};

/** One project as a button: the name labels it, the rest describes it; a tap emits openProject. */
export function ProjectCard({ view, layout }: { view: ProjectCardView; layout: ProjectLayout }) {
  const dispatch = useAction();
  const id = useId();
  const cover = layout === 4 ? undefined : COVERS[layout];
  const footer = view.amount !== '' || view.intention !== '';
  const describedBy = [
    view.description && `${id}-description`,
    view.tags.length > 0 && `${id}-tags`,
    footer && `${id}-footer`,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={`bc-project-card bc-project-card--layout-${layout} bc-card bc-tappable`}>
      {cover &&
        picture({
          className: 'bc-project-card__cover',
          src: view.cover,
          alt: view.name ? `${view.name}封面` : '项目封面',
          ratio: cover.ratio,
          sizes: cover.sizes,
        })}
      {cardAction({
        className: 'bc-project-card__title bc-clamp',
        label: '项目',
        describedBy,
        onPress: () =>
          void dispatch({
            kind: 'openProject',
            projectId: view.projectId,
            ...(view.name ? { projectName: view.name } : {}),
          }),
        children: view.name || undefined,
      })}
      {view.description && (
        <span className="bc-project-card__introduce bc-clamp" id={`${id}-description`}>
          {view.description}
        </span>
      )}
      {view.tags.length > 0 && (
        <span className="bc-project-card__tags" id={`${id}-tags`}>
          {view.tags.map((tag, index) => (
            <span className="bc-project-card__tag" key={`${index}:${tag}`}>
              {tag}
            </span>
          ))}
        </span>
      )}
      {footer && (
        <span className="bc-project-card__footer" id={`${id}-footer`}>
          {view.amount && (
            <span className="bc-project-card__amount">
              <span className="bc-project-card__amount-label">{view.amountLabel}</span>
              <span className="bc-project-card__amount-value">{view.amount}</span>
            </span>
          )}
          {view.intention && (
            <span className="bc-project-card__intention">
              <span className="bc-project-card__intention-count">{view.intention}</span>人有意向
            </span>
          )}
        </span>
      )}
    </div>
  );
}
