import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { ImageUploadField } from '../forms/upload/ImageUploadField.tsx';
import { CertificationScreen, CompanySearchOverlay } from '../screens/certification/index.ts';
import { withFormServices } from './sign-up-form-fakes.tsx';

const meta: Meta = {
  title: 'Screens/Certification',
  decorators: [withFormServices],
  parameters: { forms: { loggedIn: true } },
};
export default meta;
type Story = StoryObj;

/** The self-attest form (R5.11). */
export const Form: Story = { render: () => <CertificationScreen /> };
export const FormAt320: Story = {
  ...Form,
  parameters: { frameWidth: 320, forms: { loggedIn: true } },
};
export const Pending: Story = {
  render: () => <CertificationScreen />,
  parameters: {
    forms: {
      loggedIn: true,
      script: { authApproveQueryAuthApprove: [{ code: 1, data: { status: 1 } }] },
    },
  },
};
export const Passed: Story = {
  render: () => <CertificationScreen />,
  parameters: {
    forms: {
      loggedIn: true,
      script: { authApproveQueryAuthApprove: [{ code: 1, data: { status: 2 } }] },
    },
  },
};
/** R5.01: type more than 3 characters (e.g. 天九共享) to see matches. */
export const CompanySearch: Story = {
  render: () => (
    <CompanySearchOverlay
      initial="天九共享"
      onConfirm={() => undefined}
      onClose={() => undefined}
    />
  ),
};

function Upload() {
  const [value, setValue] = useState('');
  return (
    <div style={{ padding: 16, background: '#fff' }}>
      <ImageUploadField
        id="story-upload"
        label="名片或资产截图"
        value={value}
        onChange={setValue}
      />
    </div>
  );
}

/** R5.13: pick an image; the slow variant shows progress and a cancel button, the failing one the retry tile. */
export const UploadField: Story = { render: () => <Upload /> };
export const UploadSlow: Story = {
  render: () => <Upload />,
  parameters: { forms: { loggedIn: true, upload: 'slow' } },
};
export const UploadFailing: Story = {
  render: () => <Upload />,
  parameters: { forms: { loggedIn: true, upload: 'fail' } },
};
