import { useId } from 'react';
import { useAction } from '../../actions/use-action.tsx';
import { amountLabel, formatAmount } from '../../lib/amount.ts';
import { compactNumber } from '../../lib/number.ts';
import type { ProjectCardData } from '../../schemas/project-card.ts';
import { CardAction } from '../../ui/CardAction.tsx';
import { Picture } from '../../ui/Picture.tsx';
import { CARD_TAG_ROW, fittingTags } from './fitting-tags.ts';

/** A card the block can open: one with a project id. */
export type OpenableProjectCard = ProjectCardData & { projectId: string };

/**
 * One 项目推荐 card (spec §3 "Project card"): cover, name, description, the tags that fit, the
 * amount under its label (R5.18, R9.05) and the intention count (R5.17). The name is the card's
 * button; a tap emits openProject, and the action engine opens unicorn-detail.
 */
export function ProjectRecommendationCard({ project }: { project: OpenableProjectCard }) {
  const dispatch = useAction();
  const id = useId();
  const name = project.projectName?.trim() ?? '';
  const description = project.projectDesc?.trim() ?? '';
  const tags = fittingTags(project.marketTag, CARD_TAG_ROW);
  const amount = formatAmount({
    min: project.projectInvestmentMinDecimalFormat,
    max: project.projectInvestmentMaxDecimalFormat,
    unit: project.projectInvestmentUnit,
  });
  const intention = project.intentionNum ? compactNumber(project.intentionNum) : '';
  const parts = {
    description: description !== '',
    tags: tags.length > 0,
    footer: amount !== '' || intention !== '',
  };
  const described = Object.entries(parts).flatMap(([part, shown]) =>
    shown ? [`${id}-${part}`] : [],
  );

  return (
    <div className="bc-project-rec bc-card bc-tappable">
      <Picture
        className="bc-project-rec__cover"
        src={project.meetingIndexCoverUrl || project.detailCoverUrl || ''}
        alt={name ? `${name}封面` : '项目封面'}
        ratio={1}
        sizes="cover"
      />
      <CardAction
        className="bc-project-rec__name bc-clamp"
        label="项目"
        describedBy={described.join(' ')}
        onPress={() =>
          void dispatch({
            kind: 'openProject',
            projectId: project.projectId,
            ...(name ? { projectName: name } : {}),
          })
        }
      >
        {name || undefined}
      </CardAction>
      {parts.description && (
        <span className="bc-project-rec__description bc-clamp" id={`${id}-description`}>
          {description}
        </span>
      )}
      {parts.tags && (
        <span className="bc-project-rec__tags" id={`${id}-tags`}>
          {tags.map((tag, index) => (
            <span className="bc-project-rec__tag" key={`${index}:${tag}`}>
              {tag}
            </span>
          ))}
        </span>
      )}
      {parts.footer && (
        <span className="bc-project-rec__footer" id={`${id}-footer`}>
          {amount && (
            <span className="bc-project-rec__amount">
              <span className="bc-project-rec__amount-label">
                {amountLabel(project.moneyTextBtn)}
              </span>
              <span className="bc-project-rec__amount-value">{amount}</span>
            </span>
          )}
          {intention && (
            <span className="bc-project-rec__intention">
              <span className="bc-project-rec__intention-count">{intention}</span>人有意向
            </span>
          )}
        </span>
      )}
    </div>
  );
}
