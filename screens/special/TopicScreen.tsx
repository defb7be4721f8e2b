import { useId } from 'react';
import { ListedArticleCard } from '../article/ListedArticleCard.tsx';
import { picture } from '../../ui/Picture.tsx';
import { StatusView } from '../../ui/StatusView.tsx';
import type { ScreenProps } from '../shared/screen.ts';
import type { TopicValue } from './load-topic.ts';
import { useMoreArticles } from './use-more-articles.ts';
import './special.css';

/** The title shown when the CMS left it empty. */
export const UNTITLED_TOPIC = '专题';

/** A topic's title as staff set it, else its own. */
export function topicTitle({ topic }: TopicValue): string {
  return topic.titleCustom?.trim() || topic.title?.trim() || UNTITLED_TOPIC;
}

/**
 * special (`id`, also the mobile site's /special/{id}): the topic's cover, title and introduction,
 * then its articles (each opens articledetails), page by page with 加载更多 and a visible end; a
 * topic without articles says so.
 */
export function TopicScreen({ value }: ScreenProps<TopicValue>) {
  const { topicId, topic, total, loadedAt } = value;
  const { articles, status, hasMore, more } = useMoreArticles(topicId, value.articles, total);
  const headingId = useId();
  const title = topicTitle(value);
  const intro = topic.introduceCustom?.trim() ?? '';
  return (
    <article className="bc-special">
      <header className="bc-special__head">
        {topic.coverImg &&
          picture({
            className: 'bc-special__cover',
            src: topic.coverImg,
            alt: '',
            ratio: 750 / 360,
            sizes: 'full',
            priority: true,
          })}
        <div className="bc-special__intro">
          <span className="bc-special__badge">专题</span>
          <h1 className="bc-special__title">{title}</h1>
          {intro && <p className="bc-special__text">{intro}</p>}
        </div>
      </header>
      <section className="bc-special__list" aria-labelledby={headingId}>
        <h2 className="bc-special__heading" id={headingId}>
          专题文章
          {total > 0 && <span className="bc-special__count">{total} 篇</span>}
        </h2>
        {articles.length === 0 ? (
          <StatusView kind="empty" title="这个专题还没有文章" fullScreen={false} />
        ) : (
          <ul className="bc-special__articles">
            {articles.map((item, index) => (
              <li key={`${index}:${item.articleId ?? ''}`}>
                <ListedArticleCard item={item} now={loadedAt} />
              </li>
            ))}
          </ul>
        )}
        {hasMore ? (
          <button
            type="button"
            className="bc-special__more"
            onClick={more}
            disabled={status === 'loading'}
          >
            {status === 'loading'
              ? '加载中…'
              : status === 'failed'
                ? '加载失败，点击重试'
                : '加载更多'}
          </button>
        ) : (
          articles.length > 0 && <p className="bc-special__end">已经到底了</p>
        )}
      </section>
    </article>
  );
}
