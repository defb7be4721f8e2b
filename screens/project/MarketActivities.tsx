import { useAction } from '../../actions/use-action.tsx';
import { formatDate } from '../../lib/time.ts';
import { cityName } from '../../lib/text.ts';
import type { MarketActivity } from '../../schemas/market-activity.ts';
import { cardAction } from '../../ui/CardAction.tsx';
import { picture } from '../../ui/Picture.tsx';

function ActivityItem({ activity }: { activity: MarketActivity }) {
  const dispatch = useAction();
  const title = activity.title?.trim() || '市场活动';
  const when = formatDate(activity.startTime, 'YYYY年MM月DD日 HH:mm');
  const where = cityName(activity.city);
  const pageId = activity.pageId;
  const meta = (
    <span className="bc-market__meta">
      {when && <time>{when}</time>}
      {where && (
        <span className="bc-market__city">
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              d="M12 21s-6.5-6.1-6.5-11.2a6.5 6.5 0 0 1 13 0C18.5 14.9 12 21 12 21z"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
            />
            <circle cx="12" cy="9.8" r="2.3" fill="currentColor" />
          </svg>
          {where}
        </span>
      )}
    </span>
  );
  return (
    <li className={pageId ? 'bc-market__item bc-card bc-tappable' : 'bc-market__item'}>
      {picture({
        className: 'bc-market__cover',
        src: activity.coverImg ?? '',
        alt: `${title}封面`,
        ratio: 16 / 9,
        sizes: { width: 240, height: 135, quality: 75 },
      })}
      {pageId ? (
        cardAction({
          className: 'bc-market__title bc-clamp',
          label: '市场活动',
          onPress: () => void dispatch({ kind: 'openActivityPage', pageId }),
          children: title,
        })
      ) : (
        <span className="bc-market__title bc-clamp">{title}</span>
      )}
      {meta}
    </li>
  );
}

/** The project's market activities (roadshows, meetings); one with an activity page opens it. Nothing when none. */
export function MarketActivities({ activities }: { activities: readonly MarketActivity[] }) {
  if (activities.length === 0) return null;
  return (
    <section className="bc-unicorn__section" aria-labelledby="bc-unicorn-market">
      <h2 className="bc-unicorn__heading" id="bc-unicorn-market">
        市场活动
      </h2>
      <ul className="bc-market">
        {activities.map((activity, index) => (
          <ActivityItem activity={activity} key={`${index}:${activity.id ?? ''}`} />
        ))}
      </ul>
    </section>
  );
}
