import type { Meta, StoryObj } from '@storybook/react-vite';
import longFixture from '../fixtures/gateway/business.json';
import activity88 from '../fixtures/screens/business-activity-88.json';
import opportunity9001 from '../fixtures/screens/business-9001.json';
import bare from '../fixtures/screens/business-bare.json';
import { businessOpportunityScreen } from '../screens/business/business-opportunity.ts';
import type { BusinessPage } from '../screens/business/load-business.ts';
import type { Outcome } from '../screens/shared/screen.ts';
import { ScreenBody } from '../screens/shared/ScreenBody.tsx';
import { createHtmlPurifier } from '../ui/html-purifier.ts';
import { recordedAnswer } from './recorded-answer.ts';

const purify = createHtmlPurifier(window);

function page(
  envelope: typeof opportunity9001,
  activity: BusinessPage['activity'] = null,
): BusinessPage {
  const { content, ...opportunity } = recordedAnswer(
    'commercialOpportunityGetDetailByid',
    envelope,
  );
  return { opportunity, content: purify(content ?? ''), activity };
}

const ACTIVITY = recordedAnswer('activeCommercialFind', activity88);
const LONG = longFixture.opportunities.find((entry) => entry.id === 9006);

/** business-opportunity (and bussiness) as ScreenBody shows it. */
function Business({ outcome }: { outcome: Outcome<BusinessPage> | undefined }) {
  return (
    <ScreenBody
      screen={businessOpportunityScreen}
      load={() => new Promise<never>(() => undefined)}
      initial={outcome}
      query={{ isApp: false, preview: false, gray: false, activeId: '88', projectId: '9001' }}
      search="activeId=88&projectId=9001"
    />
  );
}

const meta = {
  title: 'Screens/Business opportunity',
  component: Business,
  parameters: { pageBackground: '#f5f6f8' },
} satisfies Meta<typeof Business>;

export default meta;
type Story = StoryObj<typeof meta>;

/** From activity 88: facts, the activity, rich text, four more opportunities, 查看项目. */
export const Ready: Story = {
  args: { outcome: { status: 'ready', value: page(opportunity9001, ACTIVITY) } },
};
export const ReadyAt320: Story = { ...Ready, parameters: { frameWidth: 320 } };
export const ReadyAt430: Story = { ...Ready, parameters: { frameWidth: 430 } };
/** A very long title, summary and project name at 320 px. */
export const LongText: Story = {
  args: {
    outcome: {
      status: 'ready',
      value: page({ code: 1, message: '', data: LONG ?? opportunity9001.data }, ACTIVITY),
    },
  },
  parameters: { frameWidth: 320 },
};
/** Opened without an activity, with nothing but a title: 暂无详细介绍. */
export const Bare: Story = { args: { outcome: { status: 'ready', value: page(bare) } } };
export const Loading: Story = { args: { outcome: undefined } };
export const NotFound: Story = {
  args: { outcome: { status: 'failed', message: '商机不存在: 1' } },
};
export const Failed: Story = {
  args: { outcome: { status: 'failed', message: '网络不太顺畅，请检查网络后重试' } },
};
