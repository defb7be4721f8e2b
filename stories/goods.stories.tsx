import type { Meta, StoryObj } from '@storybook/react-vite';
import empty from '../fixtures/modules/goods/empty.json';
import goods from '../fixtures/modules/goods/goods.json';
import longText from '../fixtures/modules/goods/long-text.json';
import noMarketPrice from '../fixtures/modules/goods/no-market-price.json';
import soldOut from '../fixtures/modules/goods/sold-out.json';
import page1001 from '../fixtures/pages/1001.json';
import { Goods } from '../registry/goods/index.ts';
import { pageModules, recordedModule } from './fixtures.ts';
import { ModuleFields } from './catalogue/ModuleFields.tsx';

const meta = {
  title: 'Modules/Goods (9)',
  component: Goods,
  parameters: { pageBackground: '#fff4e8' },
} satisfies Meta<typeof Goods>;

export default meta;
type Story = StoryObj<typeof meta>;

/** R4.01: on sale (立即购买) and sold out (已售罄) side by side; numbers sent as strings in the third. */
export const OnSaleAndSoldOut: Story = { args: { module: recordedModule('goods', goods) } };
export const AllSoldOut: Story = { args: { module: recordedModule('goods', soldOut) } };
/** Long heading, name, description and six tags. */
export const LongText: Story = { args: { module: recordedModule('goods', longText) } };
export const LongTextAt320: Story = { ...LongText, parameters: { frameWidth: 320 } };
/** isShowMarketPrice 0, no description, no tags, no heading. */
export const NoMarketPrice: Story = { args: { module: recordedModule('goods', noMarketPrice) } };
export const EmptyList: Story = { args: { module: recordedModule('goods', empty) } };
export const FromPage1001: Story = {
  args: { module: pageModules('goods', page1001)[0] ?? recordedModule('goods', goods) },
};

const ALL = [goods, soldOut, longText, noMarketPrice, empty].map((recorded) =>
  recordedModule('goods', recorded),
);

/** Every state stacked, for visual diffs. */
export const AllStates: Story = {
  args: { module: recordedModule('goods', goods) },
  render: () => (
    <>
      {ALL.map((module) => (
        <div key={module.id}>
          <p style={{ margin: '16px 12px 0', color: '#646a73', fontSize: 12 }}>{module.name}</p>
          <Goods module={module} />
        </div>
      ))}
    </>
  ),
};

/** The CMS fields that drive this module, from its schema (Catalogue/CMS fields lists every module). */
export const CmsFields: StoryObj = { render: () => <ModuleFields kind="goods" /> };
