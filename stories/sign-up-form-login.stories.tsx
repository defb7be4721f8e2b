import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { AgreementCheck } from '../forms/consent/AgreementCheck.tsx';
import { ConsentPopup, type ConsentDocument } from '../forms/consent/ConsentPopup.tsx';
import { LoginPopup } from '../forms/login/LoginPopup.tsx';
import { withFormServices } from './sign-up-form-fakes.tsx';

const meta: Meta = { title: 'Forms/Login and consent', decorators: [withFormServices] };
export default meta;
type Story = StoryObj;

/** The login popup open (R5.04 pattern, code, agreement); a wrong code is 0000 in the fake gateway. */
export const LoginPopupOpen: Story = {
  render: function Render() {
    const [open, setOpen] = useState(true);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          打开登录
        </button>
        <LoginPopup open={open} onDone={() => setOpen(false)} />
      </>
    );
  },
};

/** The agreement box; the two names open the consent popup. */
export const AgreementBox: Story = {
  render: function Render() {
    const [checked, setChecked] = useState(false);
    return (
      <div style={{ padding: 16, background: '#fff' }}>
        <AgreementCheck checked={checked} onChange={setChecked} />
      </div>
    );
  },
};

function Consent({ document }: { document: ConsentDocument }) {
  const [shown, setShown] = useState<ConsentDocument | null>(document);
  return <ConsentPopup document={shown} onClose={() => setShown(null)} />;
}

export const UserAgreement: Story = { render: () => <Consent document="agreement" /> };
export const PrivacyPolicy: Story = { render: () => <Consent document="privacy" /> };
