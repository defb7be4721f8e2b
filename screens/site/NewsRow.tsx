import { useId } from 'react';
import { useAction } from '../../actions/use-action.tsx';
import { chinaRelativeTime } from '../../lib/china-time.ts';
import type { ListedArticle } from '../../schemas/article-detail.ts';
import { cardAction } from '../../ui/CardAction.tsx';
import { picture } from '../../ui/Picture.tsx';

/**
 * One article of /news, as the article module's cards show one: the title (the row's button), its
 * section, source and R5.22 relative time, the cover on the right. Without an article id it is
 * shown and opens nothing.
 */
export function NewsRow({ article, now }: { article: ListedArticle; now: number }) {
  const dispatch = useAction();
  const id = useId();
  const title = article.title?.trim() || '文章';
  const time = article.publishTime
    ? chinaRelativeTime(article.publishTime, now)
    : (article.publishTimePoorStr ?? '');
  const section = article.sectionList?.[0]?.name?.trim() ?? '';
  const source = article.source?.trim() ?? '';
  const cover = article.imgUrls?.[0] ?? article.coverImg;
  const { articleId } = article;
  return (
    <div className={`bc-news-row${articleId ? ' bc-card bc-tappable' : ''}`}>
      {articleId ? (
        cardAction({
          className: 'bc-news-row__title bc-clamp',
          label: '文章',
          describedBy: `${id}-meta`,
          onPress: () => void dispatch({ kind: 'openArticle', articleId }),
          children: title,
        })
      ) : (
        <p className="bc-news-row__title bc-clamp">{title}</p>
      )}
      <p className="bc-news-row__meta" id={`${id}-meta`}>
        {section && <span className="bc-news-row__section">{section}</span>}
        {source && <span>{source}</span>}
        {time && <span>{time}</span>}
      </p>
      {cover &&
        picture({
          className: 'bc-news-row__cover',
          src: cover,
          alt: '',
          ratio: 3 / 2,
          sizes: { width: 228, height: 152, quality: 75 },
        })}
    </div>
  );
}
