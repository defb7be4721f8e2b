import { useId } from 'react';
import { useAction } from '../../actions/use-action.tsx';
import type { ImageSizing } from '../../lib/image.ts';
import { truncate } from '../../lib/text.ts';
import { formatDate, relativeTime } from '../../lib/time.ts';
import type { Article } from '../../schemas/index.ts';
import { cardAction } from '../../ui/CardAction.tsx';
import { picture } from '../../ui/Picture.tsx';

/** The four article layouts of the CMS. */
export type ArticleLayout = 1 | 2 | 3 | 4;

/** Cover ratio and storage size per layout (design pixels); layout 4 has no cover. */
const COVERS: Record<Exclude<ArticleLayout, 4>, { ratio: number; sizes: ImageSizing }> = {
  1: { ratio: 3 / 2, sizes: { width: 228, height: 152, quality: 75 } },
  2: { ratio: 16 / 9, sizes: 'full' },
  3: { ratio: 4 / 3, sizes: { width: 220, height: 165, quality: 75 } },
};

/** Section names as tags: at most two, each cut to 8 text-length units (R5.16). */
function sectionTags(article: Article): string[] {
  const names = (article.sectionList ?? []).map((section) => section.name?.trim() ?? '');
  return names
    .filter((name) => name !== '')
    .slice(0, 2)
    .map((name) => truncate(name, 8));
}

/** One article as a button: the title names it, the summary and meta row describe it; a tap emits openArticle. */
export function ArticleCard({ article, layout }: { article: Article; layout: ArticleLayout }) {
  const dispatch = useAction();
  const id = useId();
  const title = article.titleCustom?.trim() || article.title?.trim() || '';
  const summary = layout === 3 ? '' : (article.summary?.trim() ?? '');
  const tags = layout === 3 ? [] : sectionTags(article);
  const source = layout === 3 ? '' : (article.source?.trim() ?? '');
  const time = relativeTime(article.publishTime);
  const hasMeta = source !== '' || time !== '' || (layout !== 4 && tags.length > 0);
  const described = [summary ? `${id}-summary` : '', hasMeta ? `${id}-meta` : '']
    .filter(Boolean)
    .join(' ');
  const cover = layout === 4 ? undefined : COVERS[layout];

  const tagList = (className: string) => (
    <span className={className}>
      {tags.map((tag, index) => (
        <span className="bc-article-card__tag" key={`${index}:${tag}`}>
          {tag}
        </span>
      ))}
    </span>
  );

  return (
    <div className="bc-article-card bc-card bc-tappable">
      {cover &&
        picture({
          className: 'bc-article-card__cover',
          src: article.coverImg ?? '',
          alt: title || '文章封面',
          ratio: cover.ratio,
          sizes: cover.sizes,
        })}
      {layout === 4 && tags.length > 0 && tagList('bc-article-card__sections')}
      {cardAction({
        className: 'bc-article-card__title bc-clamp',
        label: '文章',
        describedBy: described,
        onPress: () => void dispatch({ kind: 'openArticle', articleId: article.id }),
        children: title || undefined,
      })}
      {summary && (
        <span className="bc-article-card__summary bc-clamp" id={`${id}-summary`}>
          {summary}
        </span>
      )}
      {hasMeta && (
        <span className="bc-article-card__meta" id={`${id}-meta`}>
          {layout !== 4 && tags.length > 0 && tagList('bc-article-card__tags')}
          {source && <span className="bc-article-card__source">{source}</span>}
          {time && (
            <time
              className="bc-article-card__time"
              dateTime={formatDate(article.publishTime, 'YYYY-MM-DDTHH:mm:ss')}
              suppressHydrationWarning
            >
              {time}
            </time>
          )}
        </span>
      )}
    </div>
  );
}
