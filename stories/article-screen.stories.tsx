import type { Meta, StoryObj } from '@storybook/react-vite';
import { readQuery } from '../lib/query.ts';
import { PageLoadError } from '../runtime/page-load-error.ts';
import { articleScreen } from '../screens/article/article-screen.ts';
import type { ArticleValue } from '../screens/article/load-article.ts';
import { fixtureArticleValue } from '../screens/article/test-article-values.ts';
import type { Outcome } from '../screens/shared/screen.ts';
import { ScreenBody } from '../screens/shared/ScreenBody.tsx';

interface ArticleStoryArgs {
  /** What the page server rendered; absent: the browser loads (`load`). */
  initial?: Outcome<ArticleValue>;
  load: () => Promise<ArticleValue>;
}

/** The article screen as the page frame holds it: the server's outcome, or the browser loading. */
function ArticleStory({ initial, load }: ArticleStoryArgs) {
  return (
    <ScreenBody
      screen={articleScreen}
      load={load}
      initial={initial}
      query={readQuery('articleId=501')}
      search="articleId=501"
    />
  );
}

const ready = (value: ArticleValue): ArticleStoryArgs => ({
  initial: { status: 'ready', value },
  load: () => Promise.resolve(value),
});

const meta = {
  title: 'Screens/Article (articledetails, meiwen)',
  component: ArticleStory,
} satisfies Meta<typeof ArticleStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A long article: banners (swiper after the first render), sections, summary, a video, rich text with a table, recommendations. */
export const LongArticleWithVideo: Story = { args: ready(fixtureArticleValue(501)) };
export const LongArticleAt320: Story = { ...LongArticleWithVideo, parameters: { frameWidth: 320 } };
export const LongArticleAt430: Story = { ...LongArticleWithVideo, parameters: { frameWidth: 430 } };
/** R4.18: a picture link and an audio link (the audio module's player with its speeds). */
export const PictureAndAudio: Story = { args: ready(fixtureArticleValue(502)) };
/** An audio-only article. */
export const AudioOnly: Story = { args: ready(fixtureArticleValue(503)) };
/** An HLS stream (video.js loads only when played, where the browser cannot play it). */
export const StreamVideo: Story = { args: ready(fixtureArticleValue(505)) };
/** Hostile markup from the CMS: shown sanitized, titles as text, nothing runs. */
export const HostileMarkup: Story = { args: ready(fixtureArticleValue(9901)) };
/** Neither text nor media: the article says so. */
export const NoText: Story = { args: ready(fixtureArticleValue(506)) };
/** No banners and no recommendations: just the article. */
export const WithoutBannersOrRecommendations: Story = {
  args: ready(fixtureArticleValue(504, { banners: [], recommendations: [] })),
};
/** One banner: a still picture, no carousel. */
export const OneBanner: Story = {
  args: ready(fixtureArticleValue(504, { banners: fixtureArticleValue(504).banners.slice(0, 1) })),
};
/** The browser loading the article itself (a static host, a retry). */
export const Loading: Story = { args: { load: () => new Promise(() => undefined) } };
/** An unknown article: the server's sentence with 重试. */
export const Failed: Story = {
  args: {
    initial: { status: 'failed', message: '文章不存在: 424242' },
    load: () => Promise.reject(new PageLoadError('server', '文章不存在: 424242')),
  },
};
