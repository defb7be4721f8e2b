import type { Meta, StoryObj } from '@storybook/react-vite';
import { action } from 'storybook/actions';
import { ActionProvider } from '../actions/use-action.tsx';
import empty from '../fixtures/modules/business/empty.json';
import layout1 from '../fixtures/modules/business/layout-1.json';
import layout2 from '../fixtures/modules/business/layout-2.json';
import layout3 from '../fixtures/modules/business/layout-3.json';
import longText from '../fixtures/modules/business/long-text.json';
import missingCover from '../fixtures/modules/business/missing-cover.json';
import page1001 from '../fixtures/pages/1001.json';
import { BusinessList } from '../registry/business/index.ts';
import type { PageModule } from '../registry/module-props.ts';
import { validate } from '../schemas/index.ts';

interface RecordedModule {
  id: number | string;
  subModuleName?: string;
  subModuleJson: unknown;
}

/** A recorded module (subModuleJson as an object or as the wire's JSON string), validated like the runtime does. */
function businessModule(recorded: RecordedModule): PageModule<'business'> {
  const json = typeof recorded.subModuleJson === 'string' ? JSON.parse(recorded.subModuleJson) : recorded.subModuleJson;
  const result = validate('business', json);
  if (!result.ok) throw new Error(`${recorded.subModuleName ?? recorded.id}: ${result.issue.message}`);
  return { kind: 'business', id: String(recorded.id), name: recorded.subModuleName ?? '', type: 6, data: result.value };
}

function withLayout(recorded: RecordedModule & { subModuleJson: object }, layout: number): RecordedModule {
  return { ...recorded, id: `${recorded.id}-${layout}`, subModuleJson: { ...recorded.subModuleJson, layout } };
}

const meta = {
  title: 'Modules/Business opportunity (6)',
  component: BusinessList,
  decorators: [
    (Story) => (
      <ActionProvider dispatch={action('intent')}>
        <Story />
      </ActionProvider>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof BusinessList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Layout1CoverLeft: Story = { args: { module: businessModule(layout1) } };
export const Layout2LargeCover: Story = { args: { module: businessModule(layout2) } };
export const Layout3Grid: Story = { args: { module: businessModule(layout3) } };
export const LongText: Story = { args: { module: businessModule(longText) } };
export const LongTextGrid: Story = { args: { module: businessModule(withLayout(longText, 3)) } };
export const MissingCover: Story = { args: { module: businessModule(missingCover) } };
export const MissingCoverList: Story = { args: { module: businessModule(withLayout(missingCover, 1)) } };
export const EmptyListShowsNothing: Story = { args: { module: businessModule(empty) } };
export const FromPage1001: Story = {
  args: { module: businessModule(page1001.data.moduleSubs.find((sub) => sub.id === 7) ?? layout1) },
};

const ALL = [layout1, layout2, layout3, longText, missingCover, empty].map(businessModule);

/** Every state stacked, for visual diffs. */
export const AllStates: Story = {
  args: { module: businessModule(layout1) },
  render: () => (
    <>
      {ALL.map((module) => (
        <div key={module.id}>
          <p style={{ margin: '16px 12px 0', color: '#5c6370', fontSize: 12 }}>{module.name}</p>
          <BusinessList module={module} />
        </div>
      ))}
    </>
  ),
};
