import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiProvider } from '../api/use-api.tsx';
import { createFakeGateway } from '../forms/sign-up/fake-gateway.ts';
import VipIntentionPopup from '../screens/vip/VipIntentionPopup.tsx';
import { withFormServices } from './sign-up-form-fakes.tsx';

/** The fake gateway stores the commit once per idempotency key, like the local one. */
const api = { ...createFakeGateway().api, setSessionRecovery: () => undefined };
const TARGET = {
  businessKey: 'bosscloud',
  vipKey: 'groupSupremeBossAIConsultantVip',
  vipName: '集团至尊AI顾问会员',
};

function Intention({ name, companyName }: { name: string; companyName: string }) {
  return (
    <ApiProvider client={api}>
      <VipIntentionPopup
        target={TARGET}
        initial={{ name, companyName, demand: '' }}
        onStored={() => undefined}
        onClose={() => undefined}
      />
    </ApiProvider>
  );
}

const meta = {
  title: 'Screens/VIP centre/Intention to cooperate',
  component: Intention,
  decorators: [withFormServices],
  parameters: { forms: { loggedIn: true } },
} satisfies Meta<typeof Intention>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A member whose header gives a name and company: filled in; 提交 stores it. */
export const FilledIn: Story = { args: { name: '张三', companyName: '天九老板云科技有限公司' } };
/** A member known by a masked mobile only: both fields to write (提交 with them empty says 请输入姓名). */
export const Empty: Story = { args: { name: '', companyName: '' } };
export const EmptyAt320: Story = { ...Empty, parameters: { frameWidth: 320 } };
