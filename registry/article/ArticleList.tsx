import type { CSSProperties } from 'react';
import { readableColour } from '../../lib/css.ts';
import { frameProps } from '../module-frame.tsx';
import type { ModuleProps } from '../module-props.ts';
import { ArticleCard, type ArticleLayout } from './ArticleCard.tsx';
import './ArticleList.css';

function layoutOf(value: number | undefined): ArticleLayout {
  return value === 2 || value === 3 || value === 4 ? value : 1;
}

/**
 * Module type 3: articles in one of four layouts — 1 cover right of the title with a meta row,
 * 2 large cover above the title, 3 a three-column grid of covers, 4 text only with sections.
 * Staff colours apply to titles and summaries. An empty list shows nothing at all.
 */
export function ArticleList({ module }: ModuleProps<'article'>) {
  const { list, titleColor, summaryColor } = module.data;
  if (list.length === 0) return null;
  const layout = layoutOf(module.data.layout);
  const colours = {
    '--bc-article-title-color': readableColour(titleColor),
    '--bc-article-summary-color': readableColour(summaryColor),
  } as CSSProperties;

  return (
    <section {...frameProps(module, `bc-article bc-article--layout-${layout}`)}>
      <ul className="bc-article__list" style={colours}>
        {list.map((article, index) => (
          <li className="bc-article__item" key={`${index}:${article.id}`}>
            <ArticleCard article={article} layout={layout} />
          </li>
        ))}
      </ul>
    </section>
  );
}
