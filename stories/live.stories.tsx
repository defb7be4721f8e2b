import type { Meta, StoryObj } from '@storybook/react-vite';
import empty from '../fixtures/modules/live/empty.json';
import live from '../fixtures/modules/live/live.json';
import longText from '../fixtures/modules/live/long-text.json';
import missingCover from '../fixtures/modules/live/missing-cover.json';
import rooms from '../fixtures/modules/live/rooms.json';
import titleCustom from '../fixtures/modules/live/title-custom.json';
import page1001 from '../fixtures/pages/1001.json';
import { DataSourcesProvider } from '../registry/data-sources.tsx';
import { Live } from '../registry/live/index.ts';
import { liveSources, pageModules, recordedModule, type LiveDetailScenario } from './fixtures.ts';
import { LIVE_DETAILS } from './live-rooms.ts';
import { ModuleFields } from './catalogue/ModuleFields.tsx';

const meta = {
  title: 'Modules/Live room (7)',
  component: Live,
  parameters: { pageBackground: '#fff4e8' },
} satisfies Meta<typeof Live>;

export default meta;
type Story = StoryObj<typeof meta>;

const one = recordedModule('live', live);

/** R4.07 status 1 preview: 预约直播. */
export const Status1Preview: Story = {
  args: { module: one },
  parameters: { liveDetail: LIVE_DETAILS.preview },
};
/** R4.07 status 2 live: 进入观看. */
export const Status2Live: Story = {
  args: { module: one },
  parameters: { liveDetail: LIVE_DETAILS.live },
};
/** R4.07 status 3 live: 进入观看. */
export const Status3Live: Story = {
  args: { module: one },
  parameters: { liveDetail: LIVE_DETAILS.live3 },
};
/** R4.07 status 4 with a replay becomes 5: 立即查看. */
export const Status4ReplayShows5: Story = {
  args: { module: one },
  parameters: { liveDetail: LIVE_DETAILS.replay },
};
/** R4.07 status 4 without a replay becomes 6: 已结束, not tappable. */
export const Status4EndedShows6: Story = {
  args: { module: one },
  parameters: { liveDetail: LIVE_DETAILS.ended },
};
/** While roomLive/detail has not answered: the published entry, enterable. */
export const Loading: Story = { args: { module: one }, parameters: { liveDetail: 'pending' } };
/** roomLive/detail failed: the published entry stays. */
export const DetailFailed: Story = { args: { module: one }, parameters: { liveDetail: 'failing' } };
/** Three rooms answered by id (preview, live, replay); titleCustom wins on the second. */
export const SeveralRooms: Story = { args: { module: recordedModule('live', rooms) } };
export const TitleCustomWins: Story = {
  args: { module: recordedModule('live', titleCustom) },
  parameters: { liveDetail: LIVE_DETAILS.live },
};
export const LongText: Story = {
  args: { module: recordedModule('live', longText) },
  parameters: { liveDetail: LIVE_DETAILS.longText },
};
export const LongTextAt320: Story = {
  ...LongText,
  parameters: { ...LongText.parameters, frameWidth: 320 },
};
export const MissingCover: Story = {
  args: { module: recordedModule('live', missingCover) },
  parameters: { liveDetail: LIVE_DETAILS.noCover },
};
export const EmptyListShowsNothing: Story = { args: { module: recordedModule('live', empty) } };
export const FromPage1001: Story = { args: { module: pageModules('live', page1001)[0] ?? one } };

const ALL: [string, LiveDetailScenario][] = [
  ['1 预告 → 预约直播', LIVE_DETAILS.preview],
  ['2 直播中 → 进入观看', LIVE_DETAILS.live],
  ['3 直播中 → 进入观看', LIVE_DETAILS.live3],
  ['4 + 回放 = 5 → 立即查看', LIVE_DETAILS.replay],
  ['4 无回放 = 6 → 已结束', LIVE_DETAILS.ended],
  ['加载中', 'pending'],
  ['接口失败', 'failing'],
];

/** Every status stacked, for visual diffs. */
export const AllStates: Story = {
  args: { module: one },
  render: () => (
    <>
      {ALL.map(([label, scenario]) => (
        <DataSourcesProvider sources={liveSources(scenario)} key={label}>
          <p style={{ margin: '16px 12px 0', color: '#646a73', fontSize: 12 }}>{label}</p>
          <Live module={one} />
        </DataSourcesProvider>
      ))}
    </>
  ),
};

/** The CMS fields that drive this module, from its schema (Catalogue/CMS fields lists every module). */
export const CmsFields: StoryObj = { render: () => <ModuleFields kind="live" /> };
