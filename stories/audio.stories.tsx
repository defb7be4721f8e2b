import type { Meta, StoryObj } from '@storybook/react-vite';
import audio from '../fixtures/modules/audio/audio.json';
import emptySource from '../fixtures/modules/audio/empty-source.json';
import longTitle from '../fixtures/modules/audio/long-title.json';
import missingFile from '../fixtures/modules/audio/missing-file.json';
import noTitleNoCover from '../fixtures/modules/audio/no-title-no-cover.json';
import page1001 from '../fixtures/pages/1001.json';
import page1003 from '../fixtures/pages/1003.json';
import { Audio } from '../registry/audio/index.ts';
import { pageModules, recordedModule } from './fixtures.ts';
import { ModuleFields } from './catalogue/ModuleFields.tsx';

const meta = {
  title: 'Modules/Audio (10)',
  component: Audio,
  parameters: { pageBackground: '#fff4e8' },
} satisfies Meta<typeof Audio>;

export default meta;
type Story = StoryObj<typeof meta>;

/** R9.09: the 320 px card with speeds 0.5x–2.0x. */
export const Player: Story = { args: { module: recordedModule('audio', audio) } };
export const PlayerAt320: Story = { ...Player, parameters: { frameWidth: 320 } };
export const PlayerAt430: Story = { ...Player, parameters: { frameWidth: 430 } };
/** R8.14: no source configured gives 暂无音频, not a crash. */
export const EmptySource: Story = { args: { module: recordedModule('audio', emptySource) } };
/** Empty title gives 音频; no cover gives the note tile. */
export const DefaultTitleNoCover: Story = {
  args: { module: recordedModule('audio', noTitleNoCover) },
};
export const LongTitle: Story = { args: { module: recordedModule('audio', longTitle) } };
/** The file is gone: 音频加载失败 once the browser gives up. */
export const MissingFile: Story = { args: { module: recordedModule('audio', missingFile) } };
/** Page 1003's audio: null cover, empty title. */
export const FromPage1003: Story = {
  args: { module: pageModules('audio', page1003)[0] ?? recordedModule('audio', noTitleNoCover) },
};
export const FromPage1001: Story = {
  args: { module: pageModules('audio', page1001)[0] ?? recordedModule('audio', audio) },
};

const ALL = [audio, emptySource, noTitleNoCover, longTitle, missingFile].map((recorded) =>
  recordedModule('audio', recorded),
);

/** Every state stacked, for visual diffs; starting one player pauses the others (R4.05). */
export const AllStates: Story = {
  args: { module: recordedModule('audio', audio) },
  render: () => (
    <>
      {ALL.map((module) => (
        <div key={module.id}>
          <p style={{ margin: '16px 12px 0', color: '#646a73', fontSize: 12 }}>{module.name}</p>
          <Audio module={module} />
        </div>
      ))}
    </>
  ),
};

/** The CMS fields that drive this module, from its schema (Catalogue/CMS fields lists every module). */
export const CmsFields: StoryObj = { render: () => <ModuleFields kind="audio" /> };
