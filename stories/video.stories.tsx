import type { Meta, StoryObj } from '@storybook/react-vite';
import darkColours from '../fixtures/modules/video/dark-colours.json';
import liveWithoutControls from '../fixtures/modules/video/live-without-controls.json';
import longText from '../fixtures/modules/video/long-text.json';
import missingVideo from '../fixtures/modules/video/missing-video.json';
import mp4 from '../fixtures/modules/video/mp4.json';
import noCover from '../fixtures/modules/video/no-cover.json';
import portrait from '../fixtures/modules/video/portrait.json';
import stream from '../fixtures/modules/video/stream.json';
import page1001 from '../fixtures/pages/1001.json';
import { Video } from '../registry/video/index.ts';
import { pageModules, recordedModule } from './fixtures.ts';
import { ModuleFields } from './catalogue/ModuleFields.tsx';

const meta = {
  title: 'Modules/Video (2)',
  component: Video,
  parameters: { pageBackground: '#fff4e8' },
} satisfies Meta<typeof Video>;

export default meta;
type Story = StoryObj<typeof meta>;

/** R4.05: cover and play icon; pressing play starts the native player (no video.js). */
export const Mp4Cover: Story = { args: { module: recordedModule('video', mp4) } };
/** An m3u8 stream: video.js and its CSS load only when play is pressed. */
export const StreamCover: Story = { args: { module: recordedModule('video', stream) } };
export const NoCover: Story = { args: { module: recordedModule('video', noCover) } };
export const LongText: Story = { args: { module: recordedModule('video', longText) } };
export const LongTextAt320: Story = { ...LongText, parameters: { frameWidth: 320 } };
/** Staff colours on a module background image. */
export const ConfiguredColours: Story = { args: { module: recordedModule('video', darkColours) } };
/** The file is gone: pressing play shows 视频加载失败 with a retry. */
export const MissingVideo: Story = { args: { module: recordedModule('video', missingVideo) } };
/** A whitespace address: 视频加载失败 at once. */
export const EmptyAddress: Story = {
  args: {
    module: {
      ...recordedModule('video', mp4),
      id: '299',
      name: '空地址',
      data: { videoUrl: ' ', title: '地址为空的视频' },
    },
  },
};
/** width 720 and height 1280: the frame takes the video's portrait shape, no taller than most of the screen. */
export const Portrait: Story = { args: { module: recordedModule('video', portrait) } };
export const PortraitAt320: Story = { ...Portrait, parameters: { frameWidth: 320 } };
/**
 * isLive with controlBarVisibility 0: the cover until played; then video.js with neither a seek bar
 * nor a control bar (playing is not shown here: Storybook serves no stream).
 */
export const LiveWithoutControlBar: Story = {
  args: { module: recordedModule('video', liveWithoutControls) },
};
export const FromPage1001: Story = {
  args: { module: pageModules('video', page1001)[0] ?? recordedModule('video', mp4) },
};

const ALL = [mp4, stream, noCover, longText, darkColours, missingVideo].map((recorded) =>
  recordedModule('video', recorded),
);

/** Every state stacked, for visual diffs; starting one pauses the others (R4.05). */
export const AllStates: Story = {
  args: { module: recordedModule('video', mp4) },
  render: () => (
    <>
      {ALL.map((module) => (
        <div key={module.id}>
          <p style={{ margin: '16px 12px 0', color: '#646a73', fontSize: 12 }}>{module.name}</p>
          <Video module={module} />
        </div>
      ))}
    </>
  ),
};

/** The CMS fields that drive this module, from its schema (Catalogue/CMS fields lists every module). */
export const CmsFields: StoryObj = { render: () => <ModuleFields kind="video" /> };
