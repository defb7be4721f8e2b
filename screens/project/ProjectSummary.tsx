import { amountLabel, formatAmount } from '../../lib/amount.ts';
import { compactNumber } from '../../lib/number.ts';
import type { ProjectDetail } from '../../schemas/project-detail.ts';
import { picture } from '../../ui/Picture.tsx';

/**
 * The top of unicorn-detail: the cover, the name and introduction, every tag, and the amount under
 * its label (R5.18, R9.05) beside the intention count (R5.17).
 */
export function ProjectSummary({ project }: { project: Omit<ProjectDetail, 'content'> }) {
  const title = project.title?.trim() || '项目详情';
  const introduce = project.introduce?.trim() ?? '';
  const tags = (project.marketTag ?? []).map((tag) => tag.trim()).filter((tag) => tag !== '');
  const amount = formatAmount({
    min: project.projectInvestmentMinDecimalFormat,
    max: project.projectInvestmentMaxDecimalFormat,
    unit: project.projectInvestmentUnit,
  });
  const intention = project.intentionNumTotal ? compactNumber(project.intentionNumTotal) : '';
  return (
    <header className="bc-project-summary">
      {picture({
        className: 'bc-project-summary__cover',
        src: project.detailCoverUrl || project.coverImg || '',
        alt: `${title}封面`,
        ratio: 16 / 9,
        sizes: 'full',
        priority: true,
      })}
      <div className="bc-project-summary__panel">
        <h1 className="bc-project-summary__title">{title}</h1>
        {introduce && <p className="bc-project-summary__introduce">{introduce}</p>}
        {tags.length > 0 && (
          <ul className="bc-project-summary__tags" aria-label="项目标签">
            {tags.map((tag, index) => (
              <li className="bc-project-summary__tag" key={`${index}:${tag}`}>
                {tag}
              </li>
            ))}
          </ul>
        )}
        {(amount || intention) && (
          <dl className="bc-project-summary__facts">
            {amount && (
              <div className="bc-project-summary__fact">
                <dt>{amountLabel(project.moneyTextBtn)}</dt>
                <dd className="bc-project-summary__amount">{amount}</dd>
              </div>
            )}
            {intention && (
              <div className="bc-project-summary__fact">
                <dt>意向人数</dt>
                <dd>
                  <span className="bc-project-summary__count">{intention}</span>人有意向
                </dd>
              </div>
            )}
          </dl>
        )}
      </div>
    </header>
  );
}
