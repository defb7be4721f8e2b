import { useAction } from '../../actions/use-action.tsx';
import type { ActiveCommercial } from '../../schemas/active-commercial.ts';
import { cardAction } from '../../ui/CardAction.tsx';
import { picture } from '../../ui/Picture.tsx';

type Card = NonNullable<ActiveCommercial['list']>[number];

/**
 * The activity's other opportunities (the one shown left out); a tap is openBusiness, which opens
 * business-opportunity with the activity carried. Nothing when there are none.
 */
export function MoreOpportunities({
  activity,
  current,
}: {
  activity: ActiveCommercial | null;
  current: string | undefined;
}) {
  const dispatch = useAction();
  const others = (activity?.list ?? []).filter(
    (card): card is Card & { projectId: string } =>
      card.projectId !== undefined && card.projectId !== current,
  );
  if (others.length === 0) return null;
  return (
    <section className="bc-unicorn__section" aria-labelledby="bc-business-more">
      <h2 className="bc-unicorn__heading" id="bc-business-more">
        更多商机
      </h2>
      <ul className="bc-market">
        {others.map((card, index) => {
          const title = card.title?.trim() || '商机';
          return (
            <li className="bc-market__item bc-card bc-tappable" key={`${index}:${card.projectId}`}>
              {picture({
                className: 'bc-market__cover',
                src: card.coverImg ?? '',
                alt: `${title}封面`,
                ratio: 16 / 9,
                sizes: { width: 240, height: 135, quality: 75 },
              })}
              {cardAction({
                className: 'bc-market__title bc-clamp',
                label: '商机',
                onPress: () => void dispatch({ kind: 'openBusiness', projectId: card.projectId }),
                children: title,
              })}
              {card.introduceCustom?.trim() && (
                <span className="bc-market__meta bc-business__intro bc-clamp">
                  {card.introduceCustom.trim()}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
