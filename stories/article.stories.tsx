import type { Meta, StoryObj } from '@storybook/react-vite';
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
import { pageModules, recordedModule } from './fixtures.ts';
import { ModuleFields } from './catalogue/ModuleFields.tsx';

const ago = (ms: number) => formatDate(Date.now() - ms, 'YYYY-MM-DD HH:mm:ss');
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Publish times relative to now, so every R5.22 wording shows (the future one shows no time). */
const relativeTimes = recordedModule('article', {
  id: 49,
  subModuleType: 3,
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
      {
        id: 548,
        title: '定时发布（未来时间）：不显示时间',
        source: '天九老板云',
        publishTime: ago(-DAY),
      },
    ],
  },
});

/** The modules shown, built once outside any story so the story types stay shallow. */
const M = {
  layout1: recordedModule('article', layout1),
  layout2: recordedModule('article', layout2),
  layout3: recordedModule('article', layout3),
  layout4: recordedModule('article', layout4),
  longText: recordedModule('article', longText),
  missingCover: recordedModule('article', missingCover),
  colours: recordedModule('article', colours),
  stringNumbers: recordedModule('article', stringNumbers),
  empty: recordedModule('article', empty),
};

const meta = {
  title: 'Modules/Article (3)',
  component: ArticleList,
  parameters: { pageBackground: '#f5f6f8' },
} satisfies Meta<typeof ArticleList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Layout 1: cover right of the title, summary on one line, section tags, source and relative time. */
export const Layout1CoverRight: Story = { args: { module: M.layout1 } };
export const Layout1At320: Story = { ...Layout1CoverRight, parameters: { frameWidth: 320 } };
export const Layout1At430: Story = { ...Layout1CoverRight, parameters: { frameWidth: 430 } };
/** Layout 2: large 16:9 cover above the title. */
export const Layout2LargeCover: Story = { args: { module: M.layout2 } };
/** Layout 3: three-column grid of covers with two-line titles. */
export const Layout3Grid: Story = { args: { module: M.layout3 } };
export const Layout3At320: Story = { ...Layout3Grid, parameters: { frameWidth: 320 } };
/** Layout 4: text only, section tags leading. */
export const Layout4TextOnly: Story = { args: { module: M.layout4 } };
/** Two-line titles and clamped summaries; unbroken Latin text wraps inside the card. */
export const LongText: Story = { args: { module: M.longText } };
export const LongTextAt320: Story = { ...LongText, parameters: { frameWidth: 320 } };
/** A missing cover keeps its box as a neutral placeholder. */
export const MissingCover: Story = { args: { module: M.missingCover } };
/** titleColor and summaryColor from the config. */
export const StaffColours: Story = { args: { module: M.colours } };
export const StringNumbers: Story = { args: { module: M.stringNumbers } };
/** R5.22: 刚刚, N分钟前, N小时前, N天前, N周前, N月前, yyyy-mm-dd; a future time shows nothing. */
export const RelativeTimes: Story = { args: { module: relativeTimes } };
/** An empty list shows nothing at all. */
export const EmptyListShowsNothing: Story = { args: { module: M.empty } };
export const FromPage1001: Story = {
  args: { module: pageModules('article', page1001)[0] ?? M.layout1 },
};
/** Page 1003 module 4 (空列表): nothing shows. */
export const EmptyFromPage1003: Story = {
  args: { module: pageModules('article', page1003)[0] ?? M.empty },
};

const ALL = [
  layout1,
  layout2,
  layout3,
  layout4,
  longText,
  missingCover,
  colours,
  stringNumbers,
  empty,
].map((recorded) => recordedModule('article', recorded));

/** Every state stacked, for visual diffs (times are fixed dates, so the picture is stable). */
export const AllStates: Story = {
  args: { module: M.layout1 },
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

/** The CMS fields that drive this module, from its schema (Catalogue/CMS fields lists every module). */
export const CmsFields: StoryObj = { render: () => <ModuleFields kind="article" /> };
