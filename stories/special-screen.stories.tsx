import type { Meta, StoryObj } from '@storybook/react-vite';
import articles from '../fixtures/gateway/articles.json';
import type { ApiClient } from '../api/client.ts';
import { ApiProvider } from '../api/use-api.tsx';
import { readQuery } from '../lib/query.ts';
import { PageLoadError } from '../runtime/page-load-error.ts';
import type { TopicValue } from '../screens/special/load-topic.ts';
import { specialScreen } from '../screens/special/special-screen.ts';
import type { Outcome } from '../screens/shared/screen.ts';
import { ScreenBody } from '../screens/shared/ScreenBody.tsx';

interface TopicStoryArgs {
  initial?: Outcome<TopicValue>;
  load: () => Promise<TopicValue>;
}

/** Storybook has no gateway: 加载更多 asks and waits (its loading state). */
const waitingApi: ApiClient = { call: () => new Promise(() => {}), setSessionRecovery: () => {} };

/** The special page as the page frame holds it. */
function TopicStory({ initial, load }: TopicStoryArgs) {
  return (
    <ApiProvider client={waitingApi}>
      <ScreenBody
        screen={specialScreen}
        load={load}
        initial={initial}
        query={readQuery('id=61')}
        search="id=61"
      />
    </ApiProvider>
  );
}

/** 2025-06-01 12:00 in China, as the fixture times are read. */
const NOW = Date.UTC(2025, 5, 1, 4, 0, 0);

function topicValue(topicId: number): TopicValue {
  const topic = articles.topics.find((entry) => entry.id === topicId);
  if (!topic) throw new Error(`no fixture topic ${topicId}`);
  const { articleIds, id, ...rest } = topic;
  const listed = articleIds.flatMap((articleId) => {
    const article = articles.articles.find((entry) => entry.articleId === articleId);
    if (!article) return [];
    return [
      {
        articleId: String(article.articleId),
        title: article.title,
        imgUrls: article.coverImg ? [article.coverImg] : [],
        source: article.source,
        ...('publishTime' in article ? { publishTime: article.publishTime } : {}),
      },
    ];
  });
  return {
    topicId: String(id),
    topic: { ...rest, id: String(id) },
    articles: listed,
    total: listed.length,
    loadedAt: NOW,
  };
}

const ready = (value: TopicValue): TopicStoryArgs => ({
  initial: { status: 'ready', value },
  load: () => Promise.resolve(value),
});

const meta = {
  title: 'Screens/Special (topic)',
  component: TopicStory,
} satisfies Meta<typeof TopicStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A topic with its cover, introduction and articles, to the visible end. */
export const Topic: Story = { args: ready(topicValue(61)) };
export const TopicAt320: Story = { ...Topic, parameters: { frameWidth: 320 } };
export const TopicAt430: Story = { ...Topic, parameters: { frameWidth: 430 } };
/** More articles than the first page: 加载更多. */
export const MoreToLoad: Story = { args: ready({ ...topicValue(61), total: 14 }) };
/** A topic without articles says so. */
export const NoArticles: Story = { args: ready(topicValue(62)) };
/** A topic without a cover or an introduction. */
export const Plain: Story = {
  args: ready({ ...topicValue(61), topic: { id: '61', title: '县域经济专题' } }),
};
export const Loading: Story = { args: { load: () => new Promise(() => undefined) } };
export const Failed: Story = {
  args: {
    initial: { status: 'failed', message: '专题不存在: 424242' },
    load: () => Promise.reject(new PageLoadError('server', '专题不存在: 424242')),
  },
};
