import { describe, expect, test } from 'vitest';
import { HOSTS } from '../platform/host.ts';
import type { Intent } from './intent.ts';
import { resolve } from './resolve.ts';
import { testContext } from './test-context.ts';
import { traceDispatch, type TraceEntry } from './trace.ts';

const CONSULT_TAP: Intent = {
  kind: 'imageTap',
  moduleId: '2',
  stayConsult: 1,
  pic: { imgUrl: 'a.jpg', jumpType: 2, jumpLinkType: 1, skipContent: '1002' },
};

describe('traceDispatch', () => {
  test.each(HOSTS.flatMap((host) => [true, false].map((loggedIn) => [host, loggedIn] as const)))(
    'lists what resolve() decides, in order (%s, logged in: %s)',
    async (host, loggedIn) => {
      const traced: TraceEntry[] = [];
      const dispatch = traceDispatch(
        () => testContext(host, loggedIn),
        (entry) => traced.push(entry),
      );
      await dispatch(CONSULT_TAP);
      expect(traced).toEqual([
        { intent: CONSULT_TAP, effects: resolve(CONSULT_TAP, testContext(host, loggedIn)) },
      ]);
      expect(traced[0]?.effects[0]?.type).toBe(loggedIn ? 'commitStayConsult' : 'login');
    },
  );

  test('every tap is traced, a double tap included, and the context is taken at each tap', async () => {
    const traced: TraceEntry[] = [];
    let loggedIn = false;
    const dispatch = traceDispatch(
      () => Promise.resolve(testContext('browser', loggedIn)),
      (entry) => traced.push(entry),
    );
    await dispatch(CONSULT_TAP);
    loggedIn = true;
    await dispatch(CONSULT_TAP);
    expect(traced.map((entry) => entry.effects[0]?.type)).toEqual(['login', 'commitStayConsult']);
  });
});
