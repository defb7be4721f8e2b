import { useId } from 'react';
import { useAction } from '../../actions/use-action.tsx';
import { amountLabel, formatAmount } from '../../lib/amount.ts';
import type { ImageSizing } from '../../lib/image.ts';
import { compactNumber } from '../../lib/number.ts';
import { truncate } from '../../lib/text.ts';
import type { Project } from '../../schemas/index.ts';
import { CardAction } from '../../ui/CardAction.tsx';
import { Picture } from '../../ui/Picture.tsx';

/** The four project layouts of the CMS. */
export type ProjectLayout = 1 | 2 | 3 | 4;

/** R9.05: project cards show at most 3 tags. */
export const MAX_PROJECT_TAGS = 3;

/** Cover ratio and storage size per layout; layout 1 uses the 200×200 cover size (R9.06), layout 4 has none. */
const COVERS: Record<Exclude<ProjectLayout, 4>, { ratio: number; sizes: ImageSizing }> = {
  1: { ratio: 1, sizes: 'cover' },
  2: { ratio: 16 / 9, sizes: 'full' },
  3: { ratio: 4 / 3, sizes: { width: 344, height: 258, quality: 75 } },
};

/** R9.05: the first three non-empty tags, each cut to 12 text-length units (R5.16). */
function tagsOf(project: Project): string[] {
  const tags = (project.marketTag ?? []).map((tag) => tag.trim()).filter((tag) => tag !== '');
  return tags.slice(0, MAX_PROJECT_TAGS).map((tag) => truncate(tag, 12));
}

/** R5.17: the intention count in compact form; nobody yet (0 or absent) shows nothing. */
function intentionOf(project: Project): string {
  return project.intentionNumTotal ? compactNumber(project.intentionNumTotal) : '';
}

/** One project as a button: the name labels it, the rest describes it; a tap emits openProject. */
export function ProjectCard({ project, layout }: { project: Project; layout: ProjectLayout }) {
  const dispatch = useAction();
  const id = useId();
  const title = project.title?.trim() ?? '';
  const introduce = project.introduce?.trim() ?? '';
  const tags = layout === 3 ? [] : tagsOf(project);
  const amount = formatAmount({
    min: project.projectInvestmentMinDecimalFormat,
    max: project.projectInvestmentMaxDecimalFormat,
    unit: project.projectInvestmentUnit,
  });
  const intention = intentionOf(project);
  const cover = layout === 4 ? undefined : COVERS[layout];
  const parts = {
    introduce: introduce !== '',
    tags: tags.length > 0,
    footer: amount !== '' || intention !== '',
  };
  const described = Object.entries(parts).flatMap(([part, shown]) =>
    shown ? [`${id}-${part}`] : [],
  );

  return (
    <div className="bc-project-card bc-card bc-tappable">
      {cover && (
        <Picture
          className="bc-project-card__cover"
          src={project.coverImg ?? ''}
          alt={title || '项目封面'}
          ratio={cover.ratio}
          sizes={cover.sizes}
        />
      )}
      <CardAction
        className="bc-project-card__title bc-clamp"
        label="项目"
        describedBy={described.join(' ')}
        onPress={() =>
          void dispatch({
            kind: 'openProject',
            projectId: project.id,
            ...(title ? { projectName: title } : {}),
          })
        }
      >
        {title || undefined}
      </CardAction>
      {parts.introduce && (
        <span className="bc-project-card__introduce bc-clamp" id={`${id}-introduce`}>
          {introduce}
        </span>
      )}
      {parts.tags && (
        <span className="bc-project-card__tags" id={`${id}-tags`}>
          {tags.map((tag, index) => (
            <span className="bc-project-card__tag" key={`${index}:${tag}`}>
              {tag}
            </span>
          ))}
        </span>
      )}
      {parts.footer && (
        <span className="bc-project-card__footer" id={`${id}-footer`}>
          {amount && (
            <span className="bc-project-card__amount">
              <span className="bc-project-card__amount-label">{amountLabel(undefined)}</span>
              <span className="bc-project-card__amount-value">{amount}</span>
            </span>
          )}
          {intention && (
            <span className="bc-project-card__intention">
              <span className="bc-project-card__intention-count">{intention}</span>人有意向
            </span>
          )}
        </span>
      )}
    </div>
  );
}
