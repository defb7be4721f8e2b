import type { Meta, StoryObj } from '@storybook/react-vite';
import { action } from 'storybook/actions';
import { ActionProvider } from '../actions/use-action.tsx';
import colours from '../fixtures/modules/article/colours.json';
import empty from '../fixtures/modules/article/empty.json';
import layout1 from '../fixtures/modules/article/layout-1.json';
import layout2 from '../fixtures/modules/article/layout-2.json';
import layout3 from '../fixtures/modules/article/layout-3.json';
import layout4 from '../fixtures/modules/article/layout-4.json';
import longText from '../fixtures/modules/article/long-text.json';
import missingCover from '../fixtures/modules/article/missing-cover.json';
import stringNumbers from '../fixtures/modules/article/string-numbers.json';
import page1001 from '../fixtures/pages/1001.json';
import page1003 from '../fixtures/pages/1003.json';
import { formatDate } from '../lib/time.ts';
import { ArticleList } from '../registry/article/index.ts';
import type { PageModule } from '../registry/module-props.ts';
import { validate } from '../schemas/index.ts';

interface RecordedModule {
  id: number | string;
  subModuleName?: string;
  subModuleJson: unknown;
}

/** A recorded module (subModuleJson as an object or as the wire's JSON string), validated like the runtime does. */
function articleModule(recorded: RecordedModule): PageModule<'article'> {
  const json = typeof recorded.subModuleJson === 'string' ? JSON.parse(recorded.subModuleJson) : recorded.subModuleJson;
  const result = validate('article', json);
  if (!result.ok) throw new Error(`${recorded.subModuleName ?? recorded.id}: ${result.issue.message}`);
  return { kind: 'article', id: String(recorded.id), name: recorded.subModuleName ?? '', type: 3, data: result.value };
}

function fromPage(page: typeof page1001 | typeof page1003, id: string): PageModule<'article'> {
  const recorded = page.data.moduleSubs.find((sub) => String(sub.id) === id);
  if (!recorded) throw new Error(`page ${page.data.id} has no module ${id}`);
  return articleModule(recorded);
}

const ago = (ms: number) => formatDate(Date.now() - ms, 'YYYY-MM-DD HH:mm:ss');
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Publish times relative to now, so every R5.22 wording shows (the future one shows no time). */
const times = articleModule({
  id: 49,
  subModuleName: '相对时间',
  subModuleJson: {
    layout: 4,
    list: [
      { id: 541, title: '半分钟前发布：刚刚', source: '天九老板云', publishTime: ago(30_000) },
      { id: 542, title: '五分钟前发布', source: '天九老板云', publishTime: ago(5 * MINUTE) },
      { id: 543, title: '三小时前发布', source: '天九老板云', publishTime: ago(180 * MINUTE) },
      { id: 544, title: '两天前发布', source: '天九老板云', publishTime: ago(2 * DAY) },
      { id: 545, title: '两周前发布', source: '天九老板云', publishTime: ago(14 * DAY) },
      { id: 546, title: '两个月前发布', source: '天九老板云', publishTime: ago(60 * DAY) },
      { id: 547, title: '半年前发布：显示日期', source: '天九老板云', publishTime: ago(180 * DAY) },
      { id: 548, title: '定时发布（未来时间）：不显示时间', source: '天九老板云', publishTime: ago(-DAY) },
    ],
  },
});

const meta = {
  title: 'Modules/Article (3)',
  component: ArticleList,
  decorators: [
    (Story) => (
      <ActionProvider dispatch={action('intent')}>
        <Story />
      </ActionProvider>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ArticleList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Layout1CoverRight: Story = { args: { module: articleModule(layout1) } };
export const Layout2LargeCover: Story = { args: { module: articleModule(layout2) } };
export const Layout3Grid: Story = { args: { module: articleModule(layout3) } };
export const Layout4TextOnly: Story = { args: { module: articleModule(layout4) } };
export const LongText: Story = { args: { module: articleModule(longText) } };
export const MissingCover: Story = { args: { module: articleModule(missingCover) } };
export const StaffColours: Story = { args: { module: articleModule(colours) } };
export const StringNumbers: Story = { args: { module: articleModule(stringNumbers) } };
export const RelativeTimes: Story = { args: { module: times } };
export const EmptyListShowsNothing: Story = { args: { module: articleModule(empty) } };
export const FromPage1001: Story = { args: { module: fromPage(page1001, '4') } };
export const EmptyFromPage1003: Story = { args: { module: fromPage(page1003, '4') } };

const ALL = [layout1, layout2, layout3, layout4, longText, missingCover, colours, stringNumbers, empty].map(articleModule);

/** Every state stacked, for visual diffs. */
export const AllStates: Story = {
  args: { module: articleModule(layout1) },
  render: () => (
    <>
      {ALL.map((module) => (
        <div key={module.id}>
          <p style={{ margin: '16px 12px 0', color: '#5c6370', fontSize: 12 }}>{module.name}</p>
          <ArticleList module={module} />
        </div>
      ))}
    </>
  ),
};
