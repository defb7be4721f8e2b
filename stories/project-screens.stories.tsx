import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { ApiProvider } from '../api/use-api.tsx';
import projectsFixture from '../fixtures/gateway/projects.json';
import bare from '../fixtures/screens/project-bare.json';
import cards from '../fixtures/screens/project-cards.json';
import comments from '../fixtures/screens/project-comments.json';
import live from '../fixtures/screens/project-live.json';
import longText from '../fixtures/screens/project-long-text.json';
import market from '../fixtures/screens/project-market.json';
import project9001 from '../fixtures/screens/project-9001.json';
import { ScreenBody } from '../screens/shared/ScreenBody.tsx';
import { ProjectRecommendations } from '../screens/project/ProjectRecommendations.tsx';
import type { ProjectPage } from '../screens/project/load-project.ts';
import { unicornDetailScreen } from '../screens/project/unicorn-detail.ts';
import type { Outcome } from '../screens/shared/screen.ts';
import { createHtmlPurifier } from '../ui/html-purifier.ts';
import { fixtureApi } from './fixture-api.ts';
import { recordedAnswer } from './recorded-answer.ts';

const ALL_COMMENTS = projectsFixture.projects[0]?.comments ?? [];

/** The story's gateway: later comment pages from the fixture, the visitor not interested yet. */
const api = fixtureApi((name, options) => {
  if (name === 'bosscloudInteractUserCommentSelectH5Page') {
    const { pageIndex = 1 } = (options?.body ?? {}) as { pageIndex?: number };
    const records = ALL_COMMENTS.slice((pageIndex - 1) * 10, pageIndex * 10);
    return { code: 1, message: '', data: { records, total: ALL_COMMENTS.length } };
  }
  if (name === 'userInterestGetUserInterestProjectStatus' || name === 'interactUserInterestSave')
    return { code: 1, message: '', data: { status: name === 'interactUserInterestSave' ? 1 : 0 } };
  return undefined;
});

const purify = createHtmlPurifier(window);
const FULL: ProjectPage = {
  project: recordedAnswer('bosscloudProjectGetByIdForH5', project9001),
  content: purify(project9001.data.content),
  live: recordedAnswer('projectDetailGetRoomLiveOrPreviewInfo', live),
  comments: recordedAnswer('bosscloudInteractUserCommentSelectH5Page', comments),
  marketActivities: recordedAnswer('getProjectMarketActive', market),
  recommendations: recordedAnswer('suggestForProjectDetail', cards),
};
const NOTHING_BESIDE = {
  content: purify(''),
  live: null,
  comments: { records: [], total: 0 },
  marketActivities: [],
  recommendations: [],
};

function Gateway({ children }: { children: ReactNode }) {
  return <ApiProvider client={api}>{children}</ApiProvider>;
}

/** unicorn-detail as ScreenBody shows it: ready, still loading, or failed with 重试. */
function UnicornDetail({ outcome }: { outcome: Outcome<ProjectPage> | undefined }) {
  return (
    <Gateway>
      <ScreenBody
        screen={unicornDetailScreen}
        load={() => new Promise<never>(() => undefined)}
        initial={outcome}
        query={{ isApp: false, preview: false, gray: false, projectId: '9001' }}
        search="projectId=9001"
      />
    </Gateway>
  );
}

const meta = {
  title: 'Screens/Project',
  component: UnicornDetail,
  parameters: { pageBackground: '#f5f6f8' },
} satisfies Meta<typeof UnicornDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Summary, live, market activities, the first ten of 23 comments (加载更多), six recommended projects. */
export const Ready: Story = { args: { outcome: { status: 'ready', value: FULL } } };
export const ReadyAt320: Story = { ...Ready, parameters: { frameWidth: 320 } };
export const ReadyAt430: Story = { ...Ready, parameters: { frameWidth: 430 } };
/** A very long name and introduction, amounts in the thousands of 万元. */
export const LongText: Story = {
  args: {
    outcome: {
      status: 'ready',
      value: { ...FULL, project: recordedAnswer('bosscloudProjectGetByIdForH5', longText) },
    },
  },
  parameters: { frameWidth: 320 },
};
/** No introduction, amount, intention, tags, live, activities, comments or recommendations. */
export const Bare: Story = {
  args: {
    outcome: {
      status: 'ready',
      value: { project: recordedAnswer('bosscloudProjectGetByIdForH5', bare), ...NOTHING_BESIDE },
    },
  },
};
/** The comments did not load with the page: the block offers to ask again. */
export const CommentsFailed: Story = {
  args: { outcome: { status: 'ready', value: { ...FULL, comments: null } } },
};
/** The browser loading the page (a static host, a retry). */
export const Loading: Story = { args: { outcome: undefined } };
/** An unknown id: the server's message and 重试. */
export const NotFound: Story = {
  args: { outcome: { status: 'failed', message: '项目不存在: 1' } },
};
/** A failing call. */
export const Failed: Story = {
  args: { outcome: { status: 'failed', message: '网络不太顺畅，请检查网络后重试' } },
};

/** The 项目推荐 block alone, as the article screen shows it. */
export const Recommendations: StoryObj<typeof ProjectRecommendations> = {
  render: (args) => <ProjectRecommendations {...args} />,
  args: { projects: FULL.recommendations },
};
export const RecommendationsAt320: StoryObj<typeof ProjectRecommendations> = {
  ...Recommendations,
  parameters: { frameWidth: 320 },
};
export const RecommendationsAt430: StoryObj<typeof ProjectRecommendations> = {
  ...Recommendations,
  parameters: { frameWidth: 430 },
};
/** No card: the block is not shown. */
export const RecommendationsEmpty: StoryObj<typeof ProjectRecommendations> = {
  ...Recommendations,
  args: { projects: [] },
};
