import { amountLabel, formatAmount } from '../../lib/amount.ts';
import { compactNumber } from '../../lib/number.ts';
import type { ProjectCardView } from '../../registry/project/ProjectCard.tsx';
import { CARD_TAG_ROW, fittingTags } from './fitting-tags.ts';
import type { OpenableProjectCard } from './openable.ts';

/**
 * A 项目推荐 card (spec §3 "Project card") as the project card shows it: cover, name,
 * description, the tags that fit (R9.05, R5.16), the amount under its own label (R5.18, R9.05)
 * and the intention count (R5.17).
 */
export function recommendationView(project: OpenableProjectCard): ProjectCardView {
  return {
    projectId: project.projectId,
    name: project.projectName?.trim() ?? '',
    description: project.projectDesc?.trim() ?? '',
    cover: project.meetingIndexCoverUrl || project.detailCoverUrl || '',
    tags: fittingTags(project.marketTag, CARD_TAG_ROW),
    amount: formatAmount({
      min: project.projectInvestmentMinDecimalFormat,
      max: project.projectInvestmentMaxDecimalFormat,
      unit: project.projectInvestmentUnit,
    }),
    amountLabel: amountLabel(project.moneyTextBtn),
    intention: project.intentionNum ? compactNumber(project.intentionNum) : '',
  };
}
