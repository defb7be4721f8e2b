import type { Meta, StoryObj } from '@storybook/react-vite';
import empty from '../fixtures/modules/business/empty.json';
import layout1 from '../fixtures/modules/business/layout-1.json';
import layout2 from '../fixtures/modules/business/layout-2.json';
import layout3 from '../fixtures/modules/business/layout-3.json';
import longText from '../fixtures/modules/business/long-text.json';
import missingCover from '../fixtures/modules/business/missing-cover.json';
import page1001 from '../fixtures/pages/1001.json';
import { BusinessList } from '../registry/business/index.ts';
import { pageModules, recordedModule, type RecordedModule } from './fixtures.ts';
import { ModuleFields } from './catalogue/ModuleFields.tsx';

/** The same recorded module shown in another layout. */
function inLayout(
  recorded: RecordedModule & { subModuleJson: object },
  layout: number,
): RecordedModule {
  return {
    ...recorded,
    id: `${recorded.id}${layout}`,
    subModuleJson: { ...recorded.subModuleJson, layout },
  };
}

/** The modules shown, built once outside any story so the story types stay shallow. */
const M = {
  layout1: recordedModule('business', layout1),
  layout2: recordedModule('business', layout2),
  layout3: recordedModule('business', layout3),
  longText: recordedModule('business', longText),
  longTextLayout3: recordedModule('business', inLayout(longText, 3)),
  missingCover: recordedModule('business', missingCover),
  missingCoverLayout1: recordedModule('business', inLayout(missingCover, 1)),
  empty: recordedModule('business', empty),
};

const meta = {
  title: 'Modules/Business opportunity (6)',
  component: BusinessList,
  parameters: { pageBackground: '#f5f6f8' },
} satisfies Meta<typeof BusinessList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Layout 1: 4:3 cover left of title and introduction. */
export const Layout1CoverLeft: Story = { args: { module: M.layout1 } };
export const Layout1At320: Story = { ...Layout1CoverLeft, parameters: { frameWidth: 320 } };
/** Layout 2: large 16:9 cover above the text. */
export const Layout2LargeCover: Story = { args: { module: M.layout2 } };
/** Layout 3: two-column grid. */
export const Layout3Grid: Story = { args: { module: M.layout3 } };
export const Layout3At430: Story = { ...Layout3Grid, parameters: { frameWidth: 430 } };
export const LongText: Story = { args: { module: M.longText } };
export const LongTextGrid: Story = {
  args: { module: M.longTextLayout3 },
  parameters: { frameWidth: 320 },
};
/** A missing cover keeps its box as a neutral placeholder. */
export const MissingCover: Story = { args: { module: M.missingCover } };
export const MissingCoverList: Story = { args: { module: M.missingCoverLayout1 } };
/** An empty list shows nothing at all. */
export const EmptyListShowsNothing: Story = { args: { module: M.empty } };
export const FromPage1001: Story = {
  args: { module: pageModules('business', page1001)[0] ?? M.layout1 },
};

const ALL = [layout1, layout2, layout3, longText, missingCover, empty].map((recorded) =>
  recordedModule('business', recorded),
);

/** Every state stacked, for visual diffs. */
export const AllStates: Story = {
  args: { module: M.layout1 },
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

/** The CMS fields that drive this module, from its schema (Catalogue/CMS fields lists every module). */
export const CmsFields: StoryObj = { render: () => <ModuleFields kind="business" /> };
