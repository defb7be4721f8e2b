import type { Meta, StoryObj } from '@storybook/react-vite';
import { action } from 'storybook/actions';
import { ActionProvider } from '../actions/use-action.tsx';
import empty from '../fixtures/modules/article-topic/empty.json';
import longText from '../fixtures/modules/article-topic/long-text.json';
import missingCover from '../fixtures/modules/article-topic/missing-cover.json';
import topics from '../fixtures/modules/article-topic/topics.json';
import page1001 from '../fixtures/pages/1001.json';
import { ArticleTopic } from '../registry/article-topic/index.ts';
import type { PageModule } from '../registry/module-props.ts';
import { validate } from '../schemas/index.ts';

interface RecordedModule {
  id: number | string;
  subModuleName?: string;
  subModuleJson: unknown;
}

/** A recorded module (subModuleJson as an object or as the wire's JSON string), validated like the runtime does. */
function topicModule(recorded: RecordedModule): PageModule<'articleTopic'> {
  const json = typeof recorded.subModuleJson === 'string' ? JSON.parse(recorded.subModuleJson) : recorded.subModuleJson;
  const result = validate('articleTopic', json);
  if (!result.ok) throw new Error(`${recorded.subModuleName ?? recorded.id}: ${result.issue.message}`);
  return { kind: 'articleTopic', id: String(recorded.id), name: recorded.subModuleName ?? '', type: 4, data: result.value };
}

const meta = {
  title: 'Modules/Article topic (4)',
  component: ArticleTopic,
  decorators: [
    (Story) => (
      <ActionProvider dispatch={action('intent')}>
        <Story />
      </ActionProvider>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ArticleTopic>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Topics: Story = { args: { module: topicModule(topics) } };
export const LongText: Story = { args: { module: topicModule(longText) } };
export const MissingCover: Story = { args: { module: topicModule(missingCover) } };
export const EmptyListShowsNothing: Story = { args: { module: topicModule(empty) } };
export const FromPage1001: Story = {
  args: { module: topicModule(page1001.data.moduleSubs.find((sub) => sub.id === 5) ?? topics) },
};

const ALL = [topics, longText, missingCover, empty].map(topicModule);

/** Every state stacked, for visual diffs. */
export const AllStates: Story = {
  args: { module: topicModule(topics) },
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
