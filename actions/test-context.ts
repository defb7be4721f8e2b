import { deploymentFrom } from '../lib/deployment.ts';
import { readQuery } from '../lib/query.ts';
import type { Host } from '../platform/host.ts';
import type { ActionContext } from './context.ts';

/** The query of the page the test taps on. */
export const TEST_SEARCH = 'pageId=1001&utm_source=u&projectId=5&code=c';

/** A tap's context on page 1001 (activity 88) in the test host; `overrides` replace fields. */
export function testContext(
  host: Host,
  loggedIn: boolean,
  overrides: Partial<ActionContext> = {},
): ActionContext {
  return {
    host,
    loggedIn,
    ...(loggedIn ? { userId: '77' } : {}),
    search: TEST_SEARCH,
    query: readQuery(TEST_SEARCH),
    page: { pageId: '1001', activeId: '88', pageName: '春季项目路演' },
    config: deploymentFrom({ VITE_BC_ENV: 'test', VITE_MOBILE_SITE: 'https://m.example.invalid' }),
    appBase: '/',
    hasReferrer: false,
    miniProgramAppId: 'wxhost',
    attribution: { utm_source: 'u', clickId: 'g1', platform: 1 },
    channel: 'ch-1',
    ...overrides,
  };
}
