import type { Meta, StoryObj } from '@storybook/react-vite';
import { privacyPolicy } from '../forms/consent/privacy-policy.ts';
import { userAgreement } from '../forms/consent/user-agreement.ts';
import { privacyPolicyScreen } from '../screens/legal/privacy-policy.ts';
import { userAgreementScreen } from '../screens/legal/user-agreement.ts';
import { readQuery } from '../lib/query.ts';
import { ScreenBody } from '../screens/shared/ScreenBody.tsx';
import '../forms/consent/LegalText.css';

const meta: Meta = { title: 'Screens/Legal pages', parameters: { layout: 'fullscreen' } };
export default meta;
type Story = StoryObj;

const never = () => new Promise<never>(() => undefined);
const failing = () => Promise.reject(new Error('the text could not be loaded'));

/** The privacy policy page (privacy-policy.html). */
export const PrivacyPolicy: Story = {
  render: () => (
    <ScreenBody
      screen={privacyPolicyScreen}
      load={never}
      initial={{ status: 'ready', value: privacyPolicy() }}
      query={readQuery('')}
      search=""
    />
  ),
};

/** The user agreement page (user-agreement.html). */
export const UserAgreement: Story = {
  render: () => (
    <ScreenBody
      screen={userAgreementScreen}
      load={never}
      initial={{ status: 'ready', value: userAgreement() }}
      query={readQuery('')}
      search=""
    />
  ),
};

/** The privacy policy at 320 px. */
export const Narrow: Story = {
  parameters: { frameWidth: 320 },
  render: () => (
    <ScreenBody
      screen={privacyPolicyScreen}
      load={never}
      initial={{ status: 'ready', value: privacyPolicy() }}
      query={readQuery('')}
      search=""
    />
  ),
};

/** While the text loads (a static host, a retry). */
export const Loading: Story = {
  render: () => (
    <ScreenBody screen={privacyPolicyScreen} load={never} query={readQuery('')} search="" />
  ),
};

/** The text's chunk could not be fetched: the sentence and 重试. */
export const Failed: Story = {
  render: () => (
    <ScreenBody screen={userAgreementScreen} load={failing} query={readQuery('')} search="" />
  ),
};
