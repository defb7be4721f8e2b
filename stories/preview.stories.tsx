import type { Meta, StoryObj } from '@storybook/react-vite';
import page1001 from '../fixtures/pages/1001.json';
import page1003 from '../fixtures/pages/1003.json';
import type { Intent } from '../actions/intent.ts';
import { resolve } from '../actions/resolve.ts';
import { testContext } from '../actions/test-context.ts';
import { deploymentFrom } from '../lib/deployment.ts';
import { HOSTS } from '../platform/host.ts';
import { DeviceBar } from '../app/preview/DeviceBar.tsx';
import { describeIntent } from '../app/preview/describe-intent.ts';
import { PREVIEW_CHANNEL } from '../app/preview/frame-messages.ts';
import { inlineReader } from '../app/preview/inline-reader.ts';
import { ModuleList } from '../app/preview/ModuleList.tsx';
import { PreviewFrameApp } from '../app/preview/PreviewFrameApp.tsx';
import { HOST_LABELS } from '../app/preview/preview-settings.ts';
import { PreviewTool } from '../app/preview/PreviewTool.tsx';
import { readSource, type ModuleRow } from '../app/preview/read-source.ts';
import { SourcePanel } from '../app/preview/SourcePanel.tsx';
import { TraceList, type TraceItem } from '../app/preview/TraceList.tsx';
import { logIntent, roomSources } from './fixtures.ts';
import { LIVE_ROOMS } from './live-rooms.ts';

/** The tool's parts stand in the tool's own root (its colours, its controls' look). */
const meta: Meta = {
  title: 'Tools/Preview',
  parameters: { pageBackground: '#f3f4f7' },
  decorators: [
    (Story) => (
      <div className="bc-preview" style={{ minHeight: 'auto' }}>
        <Story />
      </div>
    ),
  ],
};
export default meta;
type Story = StoryObj;

const TEXT_1001 = JSON.stringify(page1001, null, 2);
const TEXT_1003 = JSON.stringify(page1003, null, 2);

function rowsOf(text: string): ModuleRow[] {
  const reading = readSource(text);
  return reading.status === 'page' ? reading.modules : [];
}
const ROWS_1003 = rowsOf(TEXT_1003);
const ROWS_1001 = rowsOf(TEXT_1001);

/** Page 1003: modules 2, 3 and 5 are dropped, each with its problem in plain Chinese. */
export const ModulesWithProblems: Story = {
  render: () => <ModuleList modules={ROWS_1003} rendered={6} onReveal={() => undefined} />,
};
/** Page 1001: every module renders. */
export const ModulesAllRendered: Story = {
  render: () => <ModuleList modules={ROWS_1001} rendered={11} onReveal={() => undefined} />,
};
/** The phone has rendered the first three so far. */
export const ModulesStillRendering: Story = {
  render: () => <ModuleList modules={ROWS_1001} rendered={3} onReveal={() => undefined} />,
};
/** A page without modules. */
export const ModulesNone: Story = {
  render: () => <ModuleList modules={[]} rendered={0} onReveal={() => undefined} />,
};

/** The consult picture of page 1001 (stayConsult 1, opens page 1002) and a project card, traced. */
const TAPS: Intent[] = [
  {
    kind: 'imageTap',
    moduleId: '2',
    stayConsult: 1,
    pic: { imgUrl: 'entry-a.jpg', jumpType: 2, jumpLinkType: 1, skipContent: '1002' },
  },
  { kind: 'openProject', projectId: '9001', projectName: '智慧社区新零售' },
  { kind: 'liveTap', roomLiveId: '31', status: 1 },
];
const traced = (hosts: readonly (typeof HOSTS)[number][], loggedIn: boolean): TraceItem[] =>
  hosts.flatMap((host, hostIndex) =>
    TAPS.map((intent, index) => ({
      id: hostIndex * TAPS.length + index,
      label: describeIntent(intent),
      where: `${HOST_LABELS[host]} · ${loggedIn ? '已登录' : '未登录'}`,
      effects: resolve(intent, testContext(host, loggedIn)),
    })),
  );

/** Each tap in each host, logged out: login first, the record, then the host's own way out. */
export const TraceInEveryHost: Story = {
  render: () => <TraceList items={traced(HOSTS, false)} onClear={() => undefined} />,
};
/** Logged in: no login step. */
export const TraceLoggedIn: Story = {
  render: () => <TraceList items={traced(['app'], true)} onClear={() => undefined} />,
};
/** A picture without a jump, and a plain link the frame kept from leaving. */
export const TraceNothingAndLink: Story = {
  render: () => (
    <TraceList
      items={[
        {
          id: 2,
          label: '点击页面里的普通链接',
          where: '普通浏览器 · 未登录',
          effects: [{ type: 'open', url: '/download.html' }],
          note: '普通链接由浏览器直接打开，不经过动作引擎',
        },
        { id: 1, label: '点击图片（模块 1）', where: '普通浏览器 · 未登录', effects: [] },
      ]}
      onClear={() => undefined}
    />
  ),
};
export const TraceEmpty: Story = {
  render: () => <TraceList items={[]} onClear={() => undefined} />,
};

const panel = {
  pageId: undefined,
  keep: { width: '375', host: 'browser' },
  openFailure: undefined,
  onEdit: () => undefined,
  onReplace: () => undefined,
  form: undefined,
  problem: undefined,
};
export const SourceEmpty: Story = {
  render: () => <SourcePanel {...panel} source={{ text: '', large: false }} />,
};
export const SourceFromGateway: Story = {
  render: () => (
    <SourcePanel
      {...panel}
      pageId="1001"
      form="answer"
      source={{ text: TEXT_1001, large: false }}
    />
  ),
};
/** A comma too many: line and column, and a way to put the caret there. */
export const SourceBrokenJson: Story = {
  render: () => {
    const text = `${TEXT_1003.slice(0, -2)},\n}`;
    const reading = readSource(text);
    return (
      <SourcePanel
        {...panel}
        source={{ text, large: false }}
        problem={reading.status === 'invalid' ? reading.problem : undefined}
      />
    );
  },
};
/** A 5 MB paste is held aside, never put in the editor. */
export const SourceTooLargeToEdit: Story = {
  render: () => (
    <SourcePanel
      {...panel}
      form="answer"
      source={{ text: ' '.repeat(5 * 1024 * 1024), large: true }}
    />
  ),
};
export const SourceUnknownPage: Story = {
  render: () => (
    <SourcePanel
      {...panel}
      pageId="404404"
      openFailure="页面不存在"
      source={{ text: '', large: false }}
    />
  ),
};

export const Device: Story = {
  render: () => (
    <DeviceBar
      settings={{ pageId: '1001', width: 390, host: 'app', loggedIn: true }}
      onChange={() => undefined}
      link="https://h5.example.invalid/preview.html?pageId=1001&width=390&host=app&login=1"
      copy={() => Promise.resolve(true)}
    />
  ),
};

/** The phone frame showing page 1003 in the app: the dropped modules' cards stand in their places. */
export const PhoneWithDroppedModules: Story = {
  render: () => {
    const reading = readSource(TEXT_1003);
    if (reading.status !== 'page') return <p>page 1003 did not read</p>;
    return (
      <PreviewFrameApp
        services={{
          api: {
            call: () => Promise.reject(new Error('no gateway in Storybook')),
            setSessionRecovery: () => undefined,
          },
          sources: roomSources(LIVE_ROOMS),
        }}
        config={deploymentFrom({})}
        origin=""
        post={(message) => void (message.type === 'trace' && logIntent(message.entry.intent))}
        listen={(deliver) => {
          deliver({
            channel: PREVIEW_CHANNEL,
            type: 'show',
            revision: 1,
            page: reading.page,
            total: reading.modules.length,
            host: 'app',
            loggedIn: false,
            search: 'pageId=1003&isApp=1',
          });
          return () => undefined;
        }}
      />
    );
  },
};

/** The whole tool at a desk's width, page 1003 pasted (the phone frame is not served in Storybook). */
export const WholeTool: Story = {
  parameters: { frameWidth: 1280 },
  render: () => (
    <PreviewTool
      initial={{ text: TEXT_1003 }}
      search={`width=375&host=browser`}
      makeReader={inlineReader}
      frameSrc="about:blank"
      origin="https://h5.example.invalid"
      copy={() => Promise.resolve(true)}
    />
  ),
};

/** Every part in its telling states, stacked at 375 px, for visual diffs. */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, padding: 12 }}>
      <ModuleList modules={ROWS_1003} rendered={6} onReveal={() => undefined} />
      <ModuleList modules={ROWS_1001} rendered={3} onReveal={() => undefined} />
      <TraceList items={traced(['app', 'browser'], false)} onClear={() => undefined} />
      <SourcePanel
        {...panel}
        source={{ text: '{\n  "code": 1,\n  "data": {\n}', large: false }}
        problem={{
          message: '不是合法的 JSON：第 4 行第 2 列，内容意外结束（还缺少 }）',
          line: 4,
          column: 2,
          offset: 28,
        }}
      />
      <SourcePanel
        {...panel}
        form="answer"
        source={{ text: ' '.repeat(5 * 1024 * 1024), large: true }}
      />
    </div>
  ),
};
