import { chinaRelativeTime, parseChinaTime } from '../../lib/china-time.ts';
import { truncate } from '../../lib/text.ts';
import { RichText } from '../../ui/RichText.tsx';
import { ProjectRecommendations } from '../project/ProjectRecommendations.tsx';
import { StatusView } from '../../ui/StatusView.tsx';
import type { ScreenProps } from '../shared/screen.ts';
import { ArticleMedia } from './ArticleMedia.tsx';
import { BannerCarousel } from './BannerCarousel.tsx';
import type { ArticleValue } from './load-article.ts';
import { SectionRecommendations } from './SectionRecommendations.tsx';
import './article.css';

/** The title shown when the CMS left it empty. */
export const UNTITLED_ARTICLE = '文章详情';

/** Section names as tags: at most three, each cut to 12 text-length units (R5.16). */
function sectionTags(value: ArticleValue): string[] {
  return (value.article.sectionList ?? [])
    .map((section) => section.name?.trim() ?? '')
    .filter((name) => name !== '')
    .slice(0, 3)
    .map((name) => truncate(name, 12));
}

/**
 * articledetails and meiwen: the banners, the title with its source, publish time (R5.22) and
 * sections, the summary, the media (R4.18), the sanitized rich text, the 项目推荐 block of the
 * article's projects (the project screens' own), and the articles of the same sections. An article
 * with neither text nor media says so.
 */
export function ArticleScreen({ value }: ScreenProps<ArticleValue>) {
  const { article, content, media, banners, recommendations, projects, loadedAt } = value;
  const title = article.title?.trim() || UNTITLED_ARTICLE;
  const source = article.source?.trim() ?? '';
  const time = chinaRelativeTime(article.publishTime, loadedAt);
  const published = parseChinaTime(article.publishTime);
  const tags = sectionTags(value);
  const summary = article.summary?.trim() ?? '';
  return (
    <article className="bc-article-screen">
      {banners.length > 0 && (
        <div className="bc-article-screen__banner-slot">
          <BannerCarousel banners={banners} />
        </div>
      )}
      <div className="bc-article-screen__body">
        <header className="bc-article-screen__head">
          <h1 className="bc-article-screen__title">{title}</h1>
          {(source || time) && (
            <p className="bc-article-screen__meta">
              {source && <span className="bc-article-screen__source">{source}</span>}
              {time && (
                <time dateTime={published?.toISOString()} className="bc-article-screen__time">
                  {time}
                </time>
              )}
            </p>
          )}
          {tags.length > 0 && (
            <ul className="bc-article-screen__tags" aria-label="所属栏目">
              {tags.map((tag, index) => (
                <li className="bc-article-screen__tag" key={`${index}:${tag}`}>
                  {tag}
                </li>
              ))}
            </ul>
          )}
        </header>
        {summary && <p className="bc-article-screen__summary">{summary}</p>}
        <ArticleMedia media={media} title={title} cover={article.coverImg} />
        {content !== '' ? (
          <RichText html={content} className="bc-article-screen__content" />
        ) : (
          media.length === 0 && (
            <StatusView kind="empty" title="这篇文章暂无正文" fullScreen={false} />
          )
        )}
      </div>
      {projects.length > 0 && (
        <div className="bc-article-screen__projects">
          <ProjectRecommendations projects={projects} />
        </div>
      )}
      <SectionRecommendations items={recommendations} now={loadedAt} />
    </article>
  );
}
