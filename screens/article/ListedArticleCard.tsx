import { useId } from 'react';
import { useAction } from '../../actions/use-action.tsx';
import { chinaRelativeTime } from '../../lib/china-time.ts';
import type { ListedArticle } from '../../schemas/article-detail.ts';
import { cardAction } from '../../ui/CardAction.tsx';
import { picture } from '../../ui/Picture.tsx';
import './ListedArticleCard.css';

/**
 * An article in a list (section recommendations, a topic): its title, source and R5.22 time as of
 * `now`, its first cover on the right. One with an article id opens articledetails through the
 * openArticle intent (the visit's query carried but the dropped ones); one without opens nothing.
 */
export function ListedArticleCard({ item, now }: { item: ListedArticle; now: number }) {
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
    <div className={articleId ? 'bc-listed-article bc-card' : 'bc-listed-article'}>
      {articleId ? (
        cardAction({
          className: 'bc-listed-article__title bc-clamp',
          label: '文章',
          describedBy: `${id}-meta`,
          onPress: () => void dispatch({ kind: 'openArticle', articleId }),
          children: title,
        })
      ) : (
        <p className="bc-listed-article__title bc-clamp">{title}</p>
      )}
      <p className="bc-listed-article__meta" id={`${id}-meta`}>
        {source && <span className="bc-listed-article__source">{source}</span>}
        {time && <span className="bc-listed-article__time">{time}</span>}
      </p>
      {cover &&
        picture({
          className: 'bc-listed-article__cover',
          src: cover,
          alt: '',
          ratio: 3 / 2,
          sizes: { width: 228, height: 152, quality: 75 },
        })}
    </div>
  );
}
