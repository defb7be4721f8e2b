import { amountLabel, formatAmount } from '../../lib/amount.ts';
import { cityName } from '../../lib/text.ts';
import { formatDate } from '../../lib/time.ts';
import type { BusinessOpportunity } from '../../schemas/business-opportunity.ts';
import { picture } from '../../ui/Picture.tsx';

/**
 * The top of a business opportunity: cover, title, summary, tags, and its facts: the amount under
 * its label (R5.18, R9.05), the industry, the city (R5.21) and the day it was published.
 */
export function OpportunitySummary({
  opportunity,
}: {
  opportunity: Omit<BusinessOpportunity, 'content'>;
}) {
  const title = opportunity.title?.trim() || '商机详情';
  const summary = opportunity.summary?.trim() ?? '';
  const tags = (opportunity.marketTag ?? []).map((tag) => tag.trim()).filter(Boolean);
  const amount = formatAmount({
    min: opportunity.projectInvestmentMinDecimalFormat,
    max: opportunity.projectInvestmentMaxDecimalFormat,
    unit: opportunity.projectInvestmentUnit,
  });
  const facts = [
    ...(amount
      ? [{ label: amountLabel(opportunity.moneyTextBtn), value: amount, strong: true }]
      : []),
    ...(opportunity.industry?.trim()
      ? [{ label: '所属行业', value: opportunity.industry.trim(), strong: false }]
      : []),
    ...(cityName(opportunity.city)
      ? [{ label: '所在地区', value: cityName(opportunity.city), strong: false }]
      : []),
    ...(formatDate(opportunity.publishTime)
      ? [{ label: '发布日期', value: formatDate(opportunity.publishTime), strong: false }]
      : []),
  ];
  return (
    <header className="bc-project-summary">
      {picture({
        className: 'bc-project-summary__cover',
        src: opportunity.coverImg ?? '',
        alt: `${title}封面`,
        ratio: 16 / 9,
        sizes: 'full',
        priority: true,
      })}
      <div className="bc-project-summary__panel">
        <h1 className="bc-project-summary__title">{title}</h1>
        {summary && <p className="bc-project-summary__introduce">{summary}</p>}
        {tags.length > 0 && (
          <ul className="bc-project-summary__tags" aria-label="商机标签">
            {tags.map((tag, index) => (
              <li className="bc-project-summary__tag" key={`${index}:${tag}`}>
                {tag}
              </li>
            ))}
          </ul>
        )}
        {facts.length > 0 && (
          <dl className="bc-business__facts">
            {facts.map((fact) => (
              <div className="bc-business__fact" key={fact.label}>
                <dt>{fact.label}</dt>
                <dd className={fact.strong ? 'bc-business__fact--strong' : undefined}>
                  {fact.value}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </header>
  );
}
