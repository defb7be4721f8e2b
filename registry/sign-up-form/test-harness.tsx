import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { ActionProvider } from '../../actions/use-action.tsx';
import { createFakeCaptcha } from '../../forms/captcha/fake-captcha.ts';
import { createFormServices, FormServicesProvider } from '../../forms/form-services.tsx';
import { LoginHost } from '../../forms/login/LoginHost.tsx';
import { createFakeGateway, type Scripted } from '../../forms/sign-up/fake-gateway.ts';
import { memoryStorage } from '../../platform/storage.ts';
import { validate } from '../../schemas/index.ts';
import type { PageModule } from '../module-props.ts';
import { SignUpForm } from './SignUpForm.tsx';

/** A sign-up module from a fixture config. */
export function formModule(data: unknown, id = '8001'): PageModule<'signUpForm'> {
  const checked = validate('signUpForm', data);
  if (!checked.ok) throw new Error(checked.issue.message);
  return { kind: 'signUpForm', id, name: '报名表单', type: 8, data: checked.value };
}

/** Renders a sign-up module against the fake gateway, recording toasts and intents. */
export function renderForm(data: unknown, script: Partial<Record<string, Scripted[]>> = {}, storage = { local: memoryStorage(), session: memoryStorage() }) {
  const gateway = createFakeGateway(script);
  const toasts: string[] = [];
  const dispatch = vi.fn();
  const services = createFormServices({
    api: gateway.api,
    storage,
    captcha: createFakeCaptcha().adapter,
    context: () => ({ activeId: '88' }),
    notify: (message) => toasts.push(message),
  });
  const view = render(
    <ActionProvider dispatch={dispatch}>
      <FormServicesProvider services={services}>
        <SignUpForm module={formModule(data)} />
        <LoginHost />
      </FormServicesProvider>
    </ActionProvider>,
  );
  return { ...view, gateway, toasts, dispatch, services, storage };
}
