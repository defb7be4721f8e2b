import type { Meta, StoryObj } from '@storybook/react-vite';
import allKinds from '../fixtures/modules/sign-up-form/all-kinds.json';
import imageButtons from '../fixtures/modules/sign-up-form/image-buttons.json';
import noCode from '../fixtures/modules/sign-up-form/no-code.json';
import formOf1002 from '../fixtures/modules/sign-up-form/page-1002.json';
import page1002 from '../fixtures/pages/1002.json';
import { SignUpForm } from '../registry/sign-up-form/index.ts';
import { pageModules, recordedModule } from './fixtures.ts';
import { withFormServices } from './sign-up-form-fakes.tsx';
import { ModuleFields } from './catalogue/ModuleFields.tsx';

const meta = {
  title: 'Modules/Sign-up form (8)',
  component: SignUpForm,
  decorators: [withFormServices],
  parameters: { pageBackground: '#fdeee8' },
} satisfies Meta<typeof SignUpForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form of page 1002: name, mobile, code, company, region, a radio and a checkbox; success dialog then page 1001. */
export const FromPage1002: Story = {
  args: {
    module: pageModules('signUpForm', page1002)[0] ?? recordedModule('signUpForm', formOf1002),
  },
};
/** Every field kind: text, region and industry pickers, radio, checkbox and option picker; hidden fields left out. */
export const AllFieldKinds: Story = { args: { module: recordedModule('signUpForm', allKinds) } };
export const AllFieldKindsAt320: Story = { ...AllFieldKinds, parameters: { frameWidth: 320 } };
export const AllFieldKindsAt430: Story = { ...AllFieldKinds, parameters: { frameWidth: 430 } };
/** No code field: no agreement box; the login popup opens on submit (visitor), then the page jumps at once. */
export const WithoutCodeField: Story = { args: { module: recordedModule('signUpForm', noCode) } };
/** Logged in already: the submit commits at once. */
export const WithoutCodeFieldLoggedIn: Story = {
  ...WithoutCodeField,
  parameters: { forms: { loggedIn: true } },
};
/** Image submit button and image success-dialog button. */
export const ImageButtons: Story = { args: { module: recordedModule('signUpForm', imageButtons) } };
/** The commit fails once with a server message: the input stays, the retry succeeds. */
export const CommitFailsOnce: Story = {
  ...FromPage1002,
  parameters: {
    forms: {
      script: {
        newStayConsultNewCommitActivityStayConsult: [
          { code: 500, data: null, message: '系统繁忙，请稍后再试' },
        ],
      },
    },
  },
};
/** The code request is refused: the button resets at once. */
export const SendCodeRefused: Story = {
  ...FromPage1002,
  parameters: {
    forms: {
      script: {
        userLoginSendCode: [{ code: 4002, data: null, message: '发送过于频繁，请稍后再试' }],
      },
    },
  },
};
/** The captcha flag is on and the challenge fails every time: after 3 failures the fallback text shows. */
export const CaptchaFailing: Story = {
  ...FromPage1002,
  parameters: {
    forms: {
      script: { commonDictQueryCommonDictList: [{ code: 1, data: { app_yidun_is_use: 'true' } }] },
      captcha: { verify: ['fail'] },
    },
  },
};

const ALL = [
  FromPage1002.args.module,
  AllFieldKinds.args.module,
  WithoutCodeField.args.module,
  ImageButtons.args.module,
];

/** Every look stacked for visual diffs: page 1002's form, every field kind, no code field, image buttons. */
export const AllStates: Story = {
  args: FromPage1002.args,
  render: () => (
    <>
      {ALL.map((module) => (
        <div key={module.id}>
          <p style={{ margin: '16px 12px 0', color: '#646a73', fontSize: 12 }}>{module.name}</p>
          <SignUpForm module={module} />
        </div>
      ))}
    </>
  ),
};

/** The CMS fields that drive this module, from its schema (Catalogue/CMS fields lists every module). */
export const CmsFields: StoryObj = { render: () => <ModuleFields kind="signUpForm" /> };
