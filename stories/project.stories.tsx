import type { Meta, StoryObj } from '@storybook/react-vite';
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
import { ProjectList } from '../registry/project/index.ts';
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
  layout1: recordedModule('project', layout1),
  layout2: recordedModule('project', layout2),
  layout3: recordedModule('project', layout3),
  layout4: recordedModule('project', layout4),
  amounts: recordedModule('project', amounts),
  amountsLayout4: recordedModule('project', inLayout(amounts, 4)),
  intentions: recordedModule('project', intentions),
  intentionsLayout1: recordedModule('project', inLayout(intentions, 1)),
  tags: recordedModule('project', tags),
  longText: recordedModule('project', longText),
  longTextLayout2: recordedModule('project', inLayout(longText, 2)),
  missingCover: recordedModule('project', missingCover),
  missingCoverLayout3: recordedModule('project', inLayout(missingCover, 3)),
  empty: recordedModule('project', empty),
};

const meta = {
  title: 'Modules/Project (5)',
  component: ProjectList,
  parameters: { pageBackground: '#f5f6f8' },
} satisfies Meta<typeof ProjectList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Layout 1: 200×200 cover left of name, introduction, tags, amount and intention count. */
export const Layout1SquareCover: Story = { args: { module: M.layout1 } };
export const Layout1At320: Story = { ...Layout1SquareCover, parameters: { frameWidth: 320 } };
export const Layout1At430: Story = { ...Layout1SquareCover, parameters: { frameWidth: 430 } };
/** Layout 2: large 16:9 cover above the text. */
export const Layout2LargeCover: Story = { args: { module: M.layout2 } };
/** Layout 3: two-column grid. */
export const Layout3Grid: Story = { args: { module: M.layout3 } };
export const Layout3At320: Story = { ...Layout3Grid, parameters: { frameWidth: 320 } };
/** Layout 4: text only. */
export const Layout4TextOnly: Story = { args: { module: M.layout4 } };
/** R5.18 / R9.05: min-max, min only, min 0, none, default unit 万元, another unit, max only. */
export const AmountCases: Story = { args: { module: M.amounts } };
export const AmountCasesTextOnly: Story = { args: { module: M.amountsLayout4 } };
/** R5.17: 0 (hidden), 9999, 12.8万, 9999.9万, 1.23亿, 12345.67亿, absent. */
export const HugeIntentionNumbers: Story = { args: { module: M.intentions } };
export const HugeIntentionNumbersList: Story = { args: { module: M.intentionsLayout1 } };
/** R9.05: five tags configured, at most three shown (and only those that fit). */
export const MoreThanThreeTags: Story = { args: { module: M.tags } };
/** Long name, introduction and amounts at the narrowest phone. */
export const LongText: Story = { args: { module: M.longText }, parameters: { frameWidth: 320 } };
export const LongTextLargeCover: Story = { args: { module: M.longTextLayout2 } };
/** A missing cover keeps its box as a neutral placeholder. */
export const MissingCover: Story = { args: { module: M.missingCover } };
export const MissingCoverGrid: Story = { args: { module: M.missingCoverLayout3 } };
/** An empty list shows nothing at all. */
export const EmptyListShowsNothing: Story = { args: { module: M.empty } };
export const FromPage1001: Story = {
  args: { module: pageModules('project', page1001)[0] ?? M.layout2 },
};

const ALL = [
  layout1,
  layout2,
  layout3,
  layout4,
  amounts,
  intentions,
  tags,
  longText,
  missingCover,
  empty,
].map((recorded) => recordedModule('project', recorded));

/** Every state stacked, for visual diffs. */
export const AllStates: Story = {
  args: { module: M.layout1 },
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

/** The CMS fields that drive this module, from its schema (Catalogue/CMS fields lists every module). */
export const CmsFields: StoryObj = { render: () => <ModuleFields kind="project" /> };
