import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AnswerOf, CheckedEndpoint } from '../api/answer-types.ts';
import type { ApiClient } from '../api/client.ts';
import type { CallOptions } from '../api/types.ts';
import { ApiProvider } from '../api/use-api.tsx';
import news from '../fixtures/gateway/site-news.json';
import projects from '../fixtures/gateway/site-projects.json';
import { readQuery } from '../lib/query.ts';
import type { Envelope } from '../lib/wire.ts';
import { ScreenBody } from '../screens/shared/ScreenBody.tsx';
import type { OpenableProjectCard } from '../screens/project/openable.ts';
import { listPage } from '../screens/site/list-page.ts';
import { newsListScreen } from '../screens/site/news-list.ts';
import { projectListScreen } from '../screens/site/project-list.ts';
import type { NewsListValue } from '../screens/site/NewsListScreen.tsx';
import type { ProjectListValue } from '../screens/site/ProjectListScreen.tsx';
import '../screens/project/ProjectRecommendations.css';

const meta: Meta = { title: 'Screens/Mobile site lists', parameters: { layout: 'fullscreen' } };
export default meta;
type Story = StoryObj;

/** 2025-06-01 08:00 in China: the moment the news stories were "loaded". */
const NOW = Date.UTC(2025, 5, 1, 0, 0, 0);

const cards: OpenableProjectCard[] = projects.projects.map((project) => ({
  projectId: String(project.id),
  projectName: project.title,
  projectDesc: project.introduce,
  projectInvestmentUnit: project.projectInvestmentUnit,
  ...('projectInvestmentMinDecimalFormat' in project
    ? {
        projectInvestmentMinDecimalFormat: project.projectInvestmentMinDecimalFormat,
        projectInvestmentMaxDecimalFormat: project.projectInvestmentMaxDecimalFormat,
      }
    : {}),
  moneyTextBtn: project.moneyTextBtn,
  intentionNum: project.intentionNumTotal,
  marketTag: project.marketTag,
  detailCoverUrl: project.detailCoverUrl,
}));

const articles = news.articles.map((article) => ({
  articleId: String(article.articleId),
  title: article.title,
  source: article.source,
  sectionList: article.sectionList.map((section) => ({ ...section, id: String(section.id) })),
  ...(article.coverImg ? { imgUrls: [article.coverImg] } : {}),
  publishTime: new Date(NOW + 8 * 3_600_000 - article.publishedMinutesAgo * 60_000)
    .toISOString()
    .replace('T', ' ')
    .slice(0, 19),
}));

/** A client answering every page of either list from `rows`, or failing every call. */
function storyApi(rows: readonly unknown[] | Error): ApiClient {
  const call = <Name extends CheckedEndpoint>(
    _name: Name,
    options?: CallOptions,
  ): Promise<Envelope<AnswerOf<Name>>> => {
    if (rows instanceof Error) return Promise.reject(rows);
    const pageIndex = Number(options?.query?.pageIndex ?? 1);
    const records = rows.slice((pageIndex - 1) * 10, pageIndex * 10);
    return Promise.resolve({
      code: 1,
      message: '成功',
      data: { records, total: rows.length } as AnswerOf<Name>,
    });
  };
  return { call, setSessionRecovery: () => undefined };
}

function Projects({ shown, rows }: { shown: typeof cards; rows: readonly unknown[] | Error }) {
  const value = { first: listPage({ records: shown, total: cards.length }, 1, shown) };
  return (
    <ApiProvider client={storyApi(rows)}>
      <ScreenBody
        screen={projectListScreen}
        load={() => Promise.resolve(value)}
        initial={{ status: 'ready', value }}
        query={readQuery('')}
        search=""
      />
    </ApiProvider>
  );
}

function News({ shown, total }: { shown: typeof articles; total: number }) {
  const value = { first: listPage({ records: shown, total }, 1, shown), now: NOW };
  return (
    <ApiProvider client={storyApi(articles)}>
      <ScreenBody
        screen={newsListScreen}
        load={() => Promise.resolve(value)}
        initial={{ status: 'ready', value }}
        query={readQuery('')}
        search=""
      />
    </ApiProvider>
  );
}

/** /project's first page; the next ones load as it scrolls. */
export const ProjectList: Story = {
  render: () => <Projects shown={cards.slice(0, 10)} rows={cards} />,
};

/** /project at 320 px. */
export const ProjectListNarrow: Story = {
  parameters: { frameWidth: 320 },
  render: () => <Projects shown={cards.slice(0, 10)} rows={cards} />,
};

/** The next page fails: what is shown stays, the foot offers 重试. */
export const NextPageFailed: Story = {
  render: () => <Projects shown={cards.slice(0, 10)} rows={new Error('offline')} />,
};

/** No project yet. */
export const ProjectListEmpty: Story = {
  render: () => <Projects shown={[]} rows={[]} />,
};

/** /news's first page; the next ones load as it scrolls. */
export const NewsList: Story = {
  render: () => <News shown={articles.slice(0, 10)} total={articles.length} />,
};

/** A short list: all of it at once, and the visible end. */
export const NewsListEnd: Story = {
  render: () => <News shown={articles.slice(0, 4)} total={4} />,
};

/** No article yet. */
export const NewsListEmpty: Story = {
  render: () => <News shown={[]} total={0} />,
};

/** The first page loading (a static host, a retry). */
export const Loading: Story = {
  render: () => (
    <ScreenBody
      screen={projectListScreen}
      load={() => new Promise<ProjectListValue>(() => undefined)}
      query={readQuery('')}
      search=""
    />
  ),
};

/** The first page failed: the sentence and 重试. */
export const Failed: Story = {
  render: () => (
    <ScreenBody
      screen={newsListScreen}
      load={() => Promise.reject<NewsListValue>(new Error('offline'))}
      query={readQuery('')}
      search=""
    />
  ),
};
