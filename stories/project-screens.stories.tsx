import type { Meta, StoryObj } from '@storybook/react-vite';
import cards from '../fixtures/screens/project-cards.json';
import bare from '../fixtures/screens/project-bare.json';
import longText from '../fixtures/screens/project-long-text.json';
import project9001 from '../fixtures/screens/project-9001.json';
import { ScreenBody } from '../screens/shared/ScreenBody.tsx';
import { ProjectRecommendations } from '../screens/project/ProjectRecommendations.tsx';
import type { ProjectPage } from '../screens/project/load-project.ts';
import { unicornDetailScreen } from '../screens/project/unicorn-detail.ts';
import type { Outcome } from '../screens/shared/screen.ts';
import { recordedAnswer } from './recorded-answer.ts';

const CARDS = recordedAnswer('suggestForProjectDetail', cards);
const page = (envelope: typeof project9001, recommendations = CARDS): ProjectPage => ({
  project: recordedAnswer('bosscloudProjectGetByIdForH5', envelope),
  recommendations,
});

/** unicorn-detail as ScreenBody shows it: ready, still loading, or failed with 重试. */
function UnicornDetail({ outcome }: { outcome: Outcome<ProjectPage> | undefined }) {
  return (
    <ScreenBody
      screen={unicornDetailScreen}
      load={() => new Promise<never>(() => undefined)}
      initial={outcome}
      query={{ isApp: false, preview: false, gray: false, projectId: '9001' }}
      search="projectId=9001"
    />
  );
}

const meta = {
  title: 'Screens/Project',
  component: UnicornDetail,
  parameters: { pageBackground: '#f5f6f8' },
} satisfies Meta<typeof UnicornDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A project with amount, intention count, four tags and six recommended projects. */
export const Ready: Story = { args: { outcome: { status: 'ready', value: page(project9001) } } };
export const ReadyAt320: Story = { ...Ready, parameters: { frameWidth: 320 } };
export const ReadyAt430: Story = { ...Ready, parameters: { frameWidth: 430 } };
/** A very long name and introduction, amounts in the thousands of 万元. */
export const LongText: Story = {
  args: { outcome: { status: 'ready', value: page(longText) } },
  parameters: { frameWidth: 320 },
};
/** No introduction, amount, intention, tags nor recommendations: the summary alone. */
export const Bare: Story = { args: { outcome: { status: 'ready', value: page(bare, []) } } };
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
  args: { projects: CARDS },
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
