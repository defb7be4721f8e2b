import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { ActionProvider } from '../../actions/use-action.tsx';
import { createFakeCaptcha } from '../../forms/captcha/fake-captcha.ts';
import { createFormServices } from '../../forms/form-services.tsx';
import { FormServicesProvider } from '../../forms/FormServicesProvider.tsx';
import { LoginHost } from '../../forms/login/LoginHost.tsx';
import { createFakeGateway, type Scripted } from '../../forms/sign-up/fake-gateway.ts';
import { memoryStorage } from '../../platform/storage.ts';
import { validate } from '../../schemas/index.ts';
import type { PageModule } from '../module-props.ts';
import { SignUpForm } from './SignUpForm.tsx';

/** A recorded sign-up module entry (fixtures/modules/sign-up-form) as the runtime hands it over. */
export interface RecordedForm {
  id: number;
  subModuleName: string;
  subModuleJson: unknown;
}

/** The module of a recorded entry, validated like the runtime does. */
export function formModule(recorded: RecordedForm): PageModule<'signUpForm'> {
  const checked = validate('signUpForm', recorded.subModuleJson);
  if (!checked.ok) throw new Error(checked.issue.message);
  return {
    kind: 'signUpForm',
    id: String(recorded.id),
    name: recorded.subModuleName,
    type: 8,
    data: checked.value,
  };
}

/** Renders a sign-up module against the fake gateway, recording toasts and intents. */
export function renderForm(
  data: RecordedForm,
  script: Partial<Record<string, Scripted[]>> = {},
  storage = { local: memoryStorage(), session: memoryStorage() },
) {
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
