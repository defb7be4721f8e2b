import { useId } from 'react';
import type { ListedArticle } from '../../schemas/article-detail.ts';
import { ListedArticleCard } from './ListedArticleCard.tsx';

/**
 * The articles of the same sections (article/section/recommend/list/v1), titled 相关推荐, each a
 * ListedArticleCard (one with an article id opens it). None: no block.
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
            <ListedArticleCard item={item} now={now} />
          </li>
        ))}
      </ul>
    </section>
  );
}
