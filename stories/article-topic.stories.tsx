import type { Meta, StoryObj } from '@storybook/react-vite';
import empty from '../fixtures/modules/article-topic/empty.json';
import longText from '../fixtures/modules/article-topic/long-text.json';
import missingCover from '../fixtures/modules/article-topic/missing-cover.json';
import topics from '../fixtures/modules/article-topic/topics.json';
import page1001 from '../fixtures/pages/1001.json';
import { ArticleTopic } from '../registry/article-topic/index.ts';
import { pageModules, recordedModule } from './fixtures.ts';
import { ModuleFields } from './catalogue/ModuleFields.tsx';

/** The modules shown, built once outside any story so the story types stay shallow. */
const M = {
  topics: recordedModule('articleTopic', topics),
  longText: recordedModule('articleTopic', longText),
  missingCover: recordedModule('articleTopic', missingCover),
  empty: recordedModule('articleTopic', empty),
};

const meta = {
  title: 'Modules/Article topic (4)',
  component: ArticleTopic,
  parameters: { pageBackground: '#f5f6f8' },
} satisfies Meta<typeof ArticleTopic>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Topic banners; titleCustom wins over title (出海专题 → 中国老板出海指南). */
export const Topics: Story = { args: { module: M.topics } };
export const TopicsAt320: Story = { ...Topics, parameters: { frameWidth: 320 } };
export const TopicsAt430: Story = { ...Topics, parameters: { frameWidth: 430 } };
export const LongText: Story = { args: { module: M.longText } };
/** A missing cover keeps its box as a neutral placeholder. */
export const MissingCover: Story = { args: { module: M.missingCover } };
/** An empty list shows nothing at all. */
export const EmptyListShowsNothing: Story = { args: { module: M.empty } };
export const FromPage1001: Story = {
  args: { module: pageModules('articleTopic', page1001)[0] ?? M.topics },
};

const ALL = [topics, longText, missingCover, empty].map((recorded) =>
  recordedModule('articleTopic', recorded),
);

/** Every state stacked, for visual diffs. */
export const AllStates: Story = {
  args: { module: M.topics },
  render: () => (
    <>
      {ALL.map((module) => (
        <div key={module.id}>
          <p style={{ margin: '16px 12px 0', color: '#5c6370', fontSize: 12 }}>{module.name}</p>
          <ArticleTopic module={module} />
        </div>
      ))}
    </>
  ),
};

/** The CMS fields that drive this module, from its schema (Catalogue/CMS fields lists every module). */
export const CmsFields: StoryObj = { render: () => <ModuleFields kind="articleTopic" /> };
