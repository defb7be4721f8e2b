import { useId } from 'react';
import { useAction } from '../../actions/use-action.tsx';
import { chinaRelativeTime } from '../../lib/china-time.ts';
import type { ListedArticle } from '../../schemas/article-detail.ts';
import { CardAction } from '../../ui/CardAction.tsx';
import { Picture } from '../../ui/Picture.tsx';

function RecommendationCard({ item, now }: { item: ListedArticle; now: number }) {
  const dispatch = useAction();
  const id = useId();
  const title = item.title?.trim() || '文章';
  const time = item.publishTime
    ? chinaRelativeTime(item.publishTime, now)
    : (item.publishTimePoorStr ?? '');
  const source = item.source?.trim() ?? '';
  const cover = item.imgUrls?.[0] ?? item.coverImg;
  const { articleId } = item;
  return (
    <div className={articleId ? 'bc-related__card bc-card' : 'bc-related__card'}>
      {articleId ? (
        <CardAction
          className="bc-related__title bc-clamp"
          label="文章"
          describedBy={`${id}-meta`}
          onPress={() => void dispatch({ kind: 'openArticle', articleId })}
        >
          {title}
        </CardAction>
      ) : (
        <p className="bc-related__title bc-clamp">{title}</p>
      )}
      <p className="bc-related__meta" id={`${id}-meta`}>
        {source && <span className="bc-related__source">{source}</span>}
        {time && <span className="bc-related__time">{time}</span>}
      </p>
      {cover && (
        <Picture
          className="bc-related__cover"
          src={cover}
          alt=""
          ratio={3 / 2}
          sizes={{ width: 228, height: 152, quality: 75 }}
        />
      )}
    </div>
  );
}

/**
 * The articles of the same sections (article/section/recommend/list/v1), titled 相关推荐. One with
 * an article id opens articledetails through the openArticle intent, which carries the visit's
 * query parameters but the dropped ones; one without is shown and opens nothing. None: no block.
 */
export function SectionRecommendations({ items, now }: { items: ListedArticle[]; now: number }) {
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <section className="bc-related" aria-labelledby={headingId}>
      <h2 className="bc-article-screen__heading" id={headingId}>
        相关推荐
      </h2>
      <ul className="bc-related__list">
        {items.map((item, index) => (
          <li key={`${index}:${item.articleId ?? ''}`}>
            <RecommendationCard item={item} now={now} />
          </li>
        ))}
      </ul>
    </section>
  );
}
