import { readFileSync } from 'node:fs';
import { describe, expect, test, vi } from 'vitest';
import type { ActionContext } from '../../actions/context.ts';
import type { Intent } from '../../actions/intent.ts';
import { resolve } from '../../actions/resolve.ts';
import type { TraceEntry } from '../../actions/trace.ts';
import type { ApiClient } from '../../api/client.ts';
import { deploymentFrom } from '../../lib/deployment.ts';
import { readQuery } from '../../lib/query.ts';
import { HOSTS } from '../../platform/host.ts';
import { buildPage } from '../../runtime/build-page.ts';
import { frameServices, PREVIEW_USER_ID } from './frame-services.ts';
import { simulatedSearch } from './simulated-search.ts';

const PAGE = buildPage(
  (JSON.parse(readFileSync('fixtures/pages/1001.json', 'utf8')) as { data: unknown }).data,
  '1001',
);
const CONFIG = deploymentFrom({
  VITE_BC_ENV: 'test',
  VITE_MOBILE_SITE: 'https://m.example.invalid',
  VITE_MINI_PROGRAM_APP_ID: 'wxhost',
});
const api: ApiClient = { call: vi.fn(), setSessionRecovery: vi.fn() };

/** The context a real tap on page 1001 has on this host: what the trace must be resolved in. */
function expectedContext(host: (typeof HOSTS)[number], loggedIn: boolean): ActionContext {
  const search = simulatedSearch('1001', host);
  return {
    host,
    loggedIn,
    ...(loggedIn ? { userId: PREVIEW_USER_ID } : {}),
    search,
    query: readQuery(search),
    page: { pageId: '1001', pageName: '2025 春季项目路演', activeId: '88' },
    config: CONFIG,
    appBase: '/',
    hasReferrer: false,
    miniProgramAppId: 'wxhost',
    attribution: {},
    share: {
      title: '春季项目路演',
      desc: '好项目，找老板云',
      image: expect.stringContaining('share/1001.png') as unknown as string,
      link: `https://preview.invalid/activity-page.html?${search}`,
    },
  };
}

const TAPS: Intent[] = [
  {
    kind: 'imageTap',
    moduleId: '2',
    stayConsult: 1,
    pic: { imgUrl: 'a.jpg', jumpType: 3, appId: 'wx1', linkUrl: 'pages/a/a?x=1' },
  },
  { kind: 'openProject', projectId: '9001', projectName: '智慧社区新零售' },
  { kind: 'liveTap', roomLiveId: '31', status: 1 },
  { kind: 'share' },
  { kind: 'back' },
];

describe('the phone frame traces each tap through the action engine, performing nothing', () => {
  test.each(HOSTS.flatMap((host) => [false, true].map((loggedIn) => [host, loggedIn] as const)))(
    '%s, logged in: %s',
    async (host, loggedIn) => {
      const traced: TraceEntry[] = [];
      const services = frameServices(
        { page: PAGE, host, loggedIn, search: simulatedSearch('1001', host) },
        {
          api,
          sources: { liveDetail: vi.fn() },
          config: CONFIG,
          origin: 'https://preview.invalid',
          record: (entry) => traced.push(entry),
        },
      );
      for (const intent of TAPS) await services.dispatch(intent);
      const context = expectedContext(host, loggedIn);
      expect(traced).toEqual(TAPS.map((intent) => ({ intent, effects: resolve(intent, context) })));
      expect(api.call).not.toHaveBeenCalled();
    },
  );

  test('a form in the frame never reaches the gateway: forms are offline', async () => {
    const services = frameServices(
      { page: PAGE, host: 'browser', loggedIn: false, search: 'pageId=1001' },
      { api, sources: { liveDetail: vi.fn() }, config: CONFIG, origin: '', record: vi.fn() },
    );
    await expect(services.forms.options.api.call('pageV2Find')).rejects.toThrow();
    expect(api.call).not.toHaveBeenCalled();
  });
});
