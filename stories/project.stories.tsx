import type { Meta, StoryObj } from '@storybook/react-vite';
import { action } from 'storybook/actions';
import { ActionProvider } from '../actions/use-action.tsx';
import amounts from '../fixtures/modules/project/amounts.json';
import empty from '../fixtures/modules/project/empty.json';
import intentions from '../fixtures/modules/project/intentions.json';
import layout1 from '../fixtures/modules/project/layout-1.json';
import layout2 from '../fixtures/modules/project/layout-2.json';
import layout3 from '../fixtures/modules/project/layout-3.json';
import layout4 from '../fixtures/modules/project/layout-4.json';
import longText from '../fixtures/modules/project/long-text.json';
import missingCover from '../fixtures/modules/project/missing-cover.json';
import tags from '../fixtures/modules/project/tags.json';
import page1001 from '../fixtures/pages/1001.json';
import type { PageModule } from '../registry/module-props.ts';
import { ProjectList } from '../registry/project/index.ts';
import { validate } from '../schemas/index.ts';

interface RecordedModule {
  id: number | string;
  subModuleName?: string;
  subModuleJson: unknown;
}

/** A recorded module (subModuleJson as an object or as the wire's JSON string), validated like the runtime does. */
function projectModule(recorded: RecordedModule): PageModule<'project'> {
  const json = typeof recorded.subModuleJson === 'string' ? JSON.parse(recorded.subModuleJson) : recorded.subModuleJson;
  const result = validate('project', json);
  if (!result.ok) throw new Error(`${recorded.subModuleName ?? recorded.id}: ${result.issue.message}`);
  return { kind: 'project', id: String(recorded.id), name: recorded.subModuleName ?? '', type: 5, data: result.value };
}

function withLayout(recorded: RecordedModule & { subModuleJson: object }, layout: number): RecordedModule {
  return { ...recorded, id: `${recorded.id}-${layout}`, subModuleJson: { ...recorded.subModuleJson, layout } };
}

const meta = {
  title: 'Modules/Project (5)',
  component: ProjectList,
  decorators: [
    (Story) => (
      <ActionProvider dispatch={action('intent')}>
        <Story />
      </ActionProvider>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ProjectList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Layout1SquareCover: Story = { args: { module: projectModule(layout1) } };
export const Layout2LargeCover: Story = { args: { module: projectModule(layout2) } };
export const Layout3Grid: Story = { args: { module: projectModule(layout3) } };
export const Layout4TextOnly: Story = { args: { module: projectModule(layout4) } };
/** R5.18 / R9.05: min-max, min only, min 0, none, default unit, another unit, max only. */
export const AmountCases: Story = { args: { module: projectModule(amounts) } };
export const AmountCasesTextOnly: Story = { args: { module: projectModule(withLayout(amounts, 4)) } };
/** R5.17: 0, 9999, 12.8万, 9999.9万, 1.23亿, 12345.67亿, absent. */
export const HugeIntentionNumbers: Story = { args: { module: projectModule(intentions) } };
export const HugeIntentionNumbersList: Story = { args: { module: projectModule(withLayout(intentions, 1)) } };
/** R9.05: five tags configured, three shown. */
export const MoreThanThreeTags: Story = { args: { module: projectModule(tags) } };
export const LongText: Story = { args: { module: projectModule(longText) } };
export const LongTextLargeCover: Story = { args: { module: projectModule(withLayout(longText, 2)) } };
export const MissingCover: Story = { args: { module: projectModule(missingCover) } };
export const MissingCoverGrid: Story = { args: { module: projectModule(withLayout(missingCover, 3)) } };
export const EmptyListShowsNothing: Story = { args: { module: projectModule(empty) } };
export const FromPage1001: Story = {
  args: { module: projectModule(page1001.data.moduleSubs.find((sub) => sub.id === 6) ?? layout2) },
};

const ALL = [layout1, layout2, layout3, layout4, amounts, intentions, tags, longText, missingCover, empty].map(projectModule);

/** Every state stacked, for visual diffs. */
export const AllStates: Story = {
  args: { module: projectModule(layout1) },
  render: () => (
    <>
      {ALL.map((module) => (
        <div key={module.id}>
          <p style={{ margin: '16px 12px 0', color: '#5c6370', fontSize: 12 }}>{module.name}</p>
          <ProjectList module={module} />
        </div>
      ))}
    </>
  ),
};
