import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { createFakeCaptcha, type FakeCaptchaScript } from '../forms/captcha/fake-captcha.ts';
import { createFormServices } from '../forms/form-services.tsx';
import { FormServicesProvider } from '../forms/FormServicesProvider.tsx';
import { USER_STORAGE_KEY } from '../forms/login/session-user.ts';
import { LoginHost } from '../forms/login/LoginHost.tsx';
import { createFakeGateway, type Scripted } from '../forms/sign-up/fake-gateway.ts';
import type { UploadTransport } from '../forms/upload/xhr-transport.ts';
import { memoryStorage } from '../platform/storage.ts';
import { ToastHost } from '../ui/ToastHost.tsx';

/** How a story's fake gateway, captcha and visitor behave (`parameters.forms`). */
export interface FormStoryScenario {
  script?: Partial<Record<string, Scripted[]>>;
  captcha?: FakeCaptchaScript;
  loggedIn?: boolean;
  /** The upload: instant success, never ending (progress shown), or refused. */
  upload?: 'ok' | 'slow' | 'fail';
}

const uploads: Record<NonNullable<FormStoryScenario['upload']>, UploadTransport> = {
  ok: {
    post: () =>
      Promise.resolve({
        status: 200,
        body: JSON.stringify({ code: 1, data: { url: 'uploads/story/card.png' } }),
      }),
  },
  slow: {
    post: (_url, _form, { onProgress, signal }) =>
      new Promise((_resolve, reject) => {
        onProgress?.(0.45);
        signal?.addEventListener('abort', () => reject(new Error('cancelled')));
      }),
  },
  fail: { post: () => Promise.resolve({ status: 500, body: '' }) },
};

/** Services over the fake gateway, fresh per story render (memory storage: nothing leaks between stories). */
export function storyServices(scenario: FormStoryScenario = {}) {
  const storage = { local: memoryStorage(), session: memoryStorage() };
  if (scenario.loggedIn)
    storage.local.set(USER_STORAGE_KEY, JSON.stringify({ id: '7', mobile: '13812345678' }));
  return createFormServices({
    api: createFakeGateway(scenario.script).api,
    storage,
    captcha: createFakeCaptcha(scenario.captcha).adapter,
    context: () => ({ activeId: '88' }),
    transport: uploads[scenario.upload ?? 'ok'],
  });
}

function FakeServices({
  scenario,
  children,
}: {
  scenario: FormStoryScenario | undefined;
  children: ReactNode;
}) {
  const [services] = useState(() => storyServices(scenario));
  return (
    <FormServicesProvider services={services}>
      {children}
      <LoginHost />
      <ToastHost />
    </FormServicesProvider>
  );
}

/** Provides fake form services (one set per story), the login popup host and the toast host. */
export const withFormServices: Decorator = (Story, { parameters }) => (
  <FakeServices scenario={parameters['forms'] as FormStoryScenario | undefined}>
    <Story />
  </FakeServices>
);
