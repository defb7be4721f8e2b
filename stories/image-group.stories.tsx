import type { Meta, StoryObj } from '@storybook/react-vite';
import empty from '../fixtures/modules/image-group/empty.json';
import fullWidth from '../fixtures/modules/image-group/full-width.json';
import missingImage from '../fixtures/modules/image-group/missing-image.json';
import sideBySide from '../fixtures/modules/image-group/side-by-side.json';
import stringNumbers from '../fixtures/modules/image-group/string-numbers.json';
import threePerRow from '../fixtures/modules/image-group/three-per-row.json';
import page1001 from '../fixtures/pages/1001.json';
import page1002 from '../fixtures/pages/1002.json';
import page1003 from '../fixtures/pages/1003.json';
import { ImageGroup } from '../registry/image-group/index.ts';
import { pageModules, recordedModule } from './fixtures.ts';
import { ModuleFields } from './catalogue/ModuleFields.tsx';

const meta = {
  title: 'Modules/Image group (1)',
  component: ImageGroup,
} satisfies Meta<typeof ImageGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** picWidth 750: pictures stacked seamlessly; the last one is tappable (jumpType 2). */
export const FullWidthStacked: Story = {
  args: { module: recordedModule('imageGroup', fullWidth) },
};
/** picWidth 375: two per row; every picture tappable, stayConsult 1. */
export const SideBySide: Story = { args: { module: recordedModule('imageGroup', sideBySide) } };
export const SideBySideAt320: Story = { ...SideBySide, parameters: { frameWidth: 320 } };
export const SideBySideAt430: Story = { ...SideBySide, parameters: { frameWidth: 430 } };
/** picWidth 250: three per row; the third picture (jumpType 0) is not a button. */
export const ThreePerRow: Story = { args: { module: recordedModule('imageGroup', threePerRow) } };
/** The first picture's address is gone: a grey box keeps its place. */
export const MissingImage: Story = { args: { module: recordedModule('imageGroup', missingImage) } };
/** Numbers sent as strings, "" and null fields: read like numbers and absent fields. */
export const StringNumbers: Story = {
  args: { module: recordedModule('imageGroup', stringNumbers) },
};
export const EmptyListShowsNothing: Story = {
  args: { module: recordedModule('imageGroup', empty) },
};

const PAGES = [
  ...pageModules('imageGroup', page1001),
  ...pageModules('imageGroup', page1002),
  ...pageModules('imageGroup', page1003),
];

/** Every image group of the recorded pages 1001–1003, in page order. */
export const FromRecordedPages: Story = {
  args: { module: recordedModule('imageGroup', fullWidth) },
  render: () => (
    <>
      {PAGES.map((module) => (
        <ImageGroup module={module} key={`${module.id}:${module.name}`} />
      ))}
    </>
  ),
};

const ALL = [fullWidth, sideBySide, threePerRow, missingImage, stringNumbers, empty].map(
  (recorded) => recordedModule('imageGroup', recorded),
);

/** Every state stacked, for visual diffs. */
export const AllStates: Story = {
  args: { module: recordedModule('imageGroup', fullWidth) },
  render: () => (
    <>
      {ALL.map((module) => (
        <div key={module.id}>
          <p style={{ margin: '16px 12px 8px', color: '#646a73', fontSize: 12 }}>{module.name}</p>
          <ImageGroup module={module} />
        </div>
      ))}
    </>
  ),
};

/** The CMS fields that drive this module, from its schema (Catalogue/CMS fields lists every module). */
export const CmsFields: StoryObj = { render: () => <ModuleFields kind="imageGroup" /> };
