import { render } from '@testing-library/react';
import { vi } from 'vitest';
import type { CallOptions } from '../../api/types.ts';
import type { ApiClient } from '../../api/client.ts';
import { fakeApiCall } from '../../api/test-call.ts';
import { ApiProvider } from '../../api/use-api.tsx';
import { createFakeCaptcha } from '../../forms/captcha/fake-captcha.ts';
import { createFormServices } from '../../forms/form-services.tsx';
import { FormServicesProvider } from '../../forms/FormServicesProvider.tsx';
import { USER_STORAGE_KEY } from '../../forms/login/session-user.ts';
import { readQuery } from '../../lib/query.ts';
import type { Envelope } from '../../lib/wire.ts';
import { memoryStorage } from '../../platform/storage.ts';
import { ScreenBody } from '../shared/ScreenBody.tsx';
import { campaignScreen } from './campaign-screen.ts';
import type { CampaignPage } from './load-campaign.ts';

/** A test's answers by call: an envelope, a failure thrown, or one made from the call's options. */
export type Answers = Partial<
  Record<string, Envelope | Error | ((options: CallOptions | undefined) => Envelope)>
>;

/** A successful answer. */
export const ok = (data: unknown): Envelope => ({ code: 1, message: '', data });

/** A China time `minutes` from now. */
export function chinaTime(minutes: number): string {
  const china = new Date(Date.now() + minutes * 60_000 + 8 * 3_600_000);
  return china.toISOString().slice(0, 19).replace('T', ' ');
}

/** A campaign component of `kind`, open from an hour ago for a week. */
export function component(kind: string, id = '7201', activeId = '81') {
  return {
    id,
    activeId,
    kind,
    title: '年终红包 天天领',
    rules: '每位用户每天可拆红包 1 次。',
    startTime: chinaTime(-60),
    endTime: chinaTime(7 * 24 * 60),
  };
}

/** A client answering each call from `answers` (404 for any other), and its spy. */
export function client(answers: Answers) {
  const call = fakeApiCall((name, options) => {
    const answer = answers[name];
    if (answer instanceof Error) throw answer;
    if (typeof answer === 'function') return answer(options);
    return answer ?? { code: 404, data: null, message: `no answer for ${name}` };
  });
  return { api: { call, setSessionRecovery: vi.fn() } satisfies ApiClient, call };
}

/**
 * The campaign page showing `value`, its calls answered from `answers`, the visitor logged in or
 * not; toasts go to `notify`. Answers the client's spy.
 */
export function show(
  value: CampaignPage,
  answers: Answers,
  loggedIn: boolean,
  notify: (text: string) => void = () => undefined,
) {
  const { api, call } = client(answers);
  const storage = { local: memoryStorage(), session: memoryStorage() };
  if (loggedIn) storage.local.set(USER_STORAGE_KEY, JSON.stringify({ id: '7' }));
  const services = createFormServices({
    api,
    storage,
    captcha: createFakeCaptcha().adapter,
    notify,
  });
  render(
    <ApiProvider client={api}>
      <FormServicesProvider services={services}>
        <ScreenBody
          screen={campaignScreen}
          load={() => new Promise<never>(() => undefined)}
          initial={{ status: 'ready', value }}
          query={readQuery('id=7201&activeId=81')}
          search="id=7201&activeId=81"
        />
      </FormServicesProvider>
    </ApiProvider>,
  );
  return call;
}
