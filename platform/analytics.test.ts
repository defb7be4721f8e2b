import { describe, expect, test, vi } from 'vitest';
import type { Envelope } from '../lib/wire.ts';
import { identifyVisitor } from './analytics-identity.ts';
import { queuedAnalytics } from './analytics.ts';
import { createFakeAnalytics } from './fake-platform.ts';
import { createSensorsAnalytics, type SensorsSdk } from './sensors-analytics.ts';

const TOKEN = 'tok-9f8e7d6c5b4a';

function fakeSensors() {
  const sent: Array<[string, ...unknown[]]> = [];
  let plugin: ((data: { properties?: Record<string, unknown> }) => void) | undefined;
  const sdk: SensorsSdk = {
    init: (options) => sent.push(['init', options]),
    track: (event, properties) => sent.push(['track', event, properties]),
    login: (id) => sent.push(['login', id]),
    registerPage: (properties) => sent.push(['registerPage', properties]),
    quick: (name) => sent.push(['quick', name]),
    registerPropertyPlugin: ({ properties }) => (plugin = properties),
  };
  return { sdk, sent, plugin: () => plugin };
}

/** A Sensors adapter whose SDK is on its way until `arrive()`. */
function sensorsOnTheWay(log: { info(): void; warn(): void; error(): void }) {
  const sensors = fakeSensors();
  let arrive!: (sdk: SensorsSdk) => void;
  const adapter = createSensorsAnalytics({
    load: () => new Promise((done) => (arrive = done)),
    serverUrl: '/sa',
    secrets: () => [],
    log,
  });
  return { adapter, sent: sensors.sent, arrive: () => arrive(sensors.sdk) };
}

describe('createSensorsAnalytics', () => {
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };

  test('loads the SDK lazily, once, and sends calls made meanwhile in order; the page view carries the page fields', async () => {
    const sensors = fakeSensors();
    const load = vi.fn(() => Promise.resolve(sensors.sdk));
    const analytics = createSensorsAnalytics({
      load,
      serverUrl: '/sa',
      secrets: () => [TOKEN],
      log,
    });
    expect(load).not.toHaveBeenCalled();
    analytics.pageView({ Venues_id: '1001' });
    analytics.track('BannerClick', {
      Venues_id: '1001',
      Venues_name: '春季项目路演',
      empty: undefined,
    });
    analytics.login('77');
    await vi.waitFor(() => expect(sensors.sent).toHaveLength(5));
    expect(load).toHaveBeenCalledTimes(1);
    expect(sensors.sent).toEqual([
      ['init', expect.objectContaining({ server_url: '/sa', show_log: false })],
      ['registerPage', { Venues_id: '1001' }],
      ['quick', 'autoTrack'],
      ['track', 'BannerClick', { Venues_id: '1001', Venues_name: '春季项目路演' }],
      ['login', '77'],
    ]);
  });

  test('the SDK starts in an idle moment of its own, and the first events go out in a later one', async () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    try {
      const sensors = fakeSensors();
      const analytics = createSensorsAnalytics({
        load: () => Promise.resolve(sensors.sdk),
        serverUrl: '/sa',
        secrets: () => [TOKEN],
        log,
      });
      analytics.track('BannerClick', { Venues_id: '1001' });
      await vi.waitFor(() => expect(idle).toHaveLength(1));
      expect(sensors.sent).toEqual([]);
      idle.shift()?.();
      await vi.waitFor(() => expect(idle).toHaveLength(1));
      expect(sensors.sent.map(([what]) => what)).toEqual(['init']);
      idle.shift()?.();
      await vi.waitFor(() => expect(sensors.sent).toHaveLength(2));
      expect(sensors.sent[1]).toEqual(['track', 'BannerClick', { Venues_id: '1001' }]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  test('the token never appears in an event, even in the addresses the SDK adds itself', async () => {
    const sensors = fakeSensors();
    const analytics = createSensorsAnalytics({
      load: () => Promise.resolve(sensors.sdk),
      serverUrl: '/sa',
      secrets: () => [TOKEN],
      log,
    });
    analytics.track('ActivityClick', {
      token: TOKEN,
      link: `https://h.invalid/?token=${TOKEN}`,
      note: `has ${TOKEN}`,
    });
    await vi.waitFor(() => expect(sensors.sent).toHaveLength(2));
    expect(JSON.stringify(sensors.sent)).not.toContain(TOKEN);
    const data = {
      properties: {
        $url: `https://h.invalid/a.html?pageId=1&token=${TOKEN}`,
        $referrer: `x ${TOKEN}`,
      },
    };
    sensors.plugin()?.(data);
    expect(JSON.stringify(data)).not.toContain(TOKEN);
  });

  test('flush: with nothing made it settles at once, without loading the SDK', async () => {
    const load = vi.fn(() => Promise.resolve(fakeSensors().sdk));
    const analytics = createSensorsAnalytics({ load, serverUrl: '/sa', secrets: () => [], log });
    await analytics.flush();
    expect(load).not.toHaveBeenCalled();
  });

  test('flush: settles once every call made so far is handed to the SDK, no longer waiting for idle moments', async () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    try {
      const { adapter: analytics, sent, arrive } = sensorsOnTheWay(log);
      analytics.pageView({ Venues_id: '1001' });
      analytics.track('BannerClick', { Venues_id: '1001' });
      let flushed = false;
      const flush = analytics.flush().then(() => (flushed = true));
      await new Promise((done) => setImmediate(done));
      expect(flushed).toBe(false);
      arrive();
      await flush;
      // Sent before the flush settled, with no idle callback run (a leaving page has no idle moment to wait for).
      expect(sent.map(([what]) => what)).toEqual(['init', 'registerPage', 'quick', 'track']);
      expect(idle).toHaveLength(0);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  test('flush: an SDK that fails to load drops the calls, and the flush settles', async () => {
    const analytics = createSensorsAnalytics({
      load: () => Promise.reject(new Error('blocked')),
      serverUrl: '/sa',
      secrets: () => [],
      log,
    });
    analytics.track('BannerClick');
    await analytics.flush();
    expect(log.warn).toHaveBeenCalledWith('[analytics] Sensors did not load', expect.any(Error));
  });

  test('an event name Sensors would refuse is not sent, and a failed load is only logged', async () => {
    const load = vi.fn(() => Promise.reject(new Error('blocked')));
    const analytics = createSensorsAnalytics({ load, serverUrl: '/sa', secrets: () => [], log });
    analytics.track('bad name!');
    expect(load).not.toHaveBeenCalled();
    analytics.track('Fine');
    await vi.waitFor(() =>
      expect(log.warn).toHaveBeenCalledWith('[analytics] Sensors did not load', expect.any(Error)),
    );
  });
});

describe('queuedAnalytics', () => {
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };

  test('calls made before the adapter is attached go out once it is, in order, then the later ones', async () => {
    const sensors = fakeSensors();
    const analytics = queuedAnalytics(() => []);
    analytics.pageView({ Venues_id: '1001' });
    analytics.login('77');
    analytics.track('BannerClick', { Venues_id: '1001' });
    expect(sensors.sent).toEqual([]);
    analytics.attach(
      createSensorsAnalytics({
        load: () => Promise.resolve(sensors.sdk),
        serverUrl: '/sa',
        secrets: () => [],
        log,
      }),
    );
    analytics.track('Later');
    await vi.waitFor(() => expect(sensors.sent).toHaveLength(6));
    expect(sensors.sent.slice(1).map(([method, ...args]) => [method, args[0]])).toEqual([
      ['registerPage', { Venues_id: '1001' }],
      ['quick', 'autoTrack'],
      ['login', '77'],
      ['track', 'BannerClick'],
      ['track', 'Later'],
    ]);
  });

  test('the calls that waited for the adapter are the ones its flush waits for', async () => {
    const { adapter, sent, arrive } = sensorsOnTheWay(log);
    const analytics = queuedAnalytics(() => []);
    analytics.track('BannerClick', { Venues_id: '1001' });
    analytics.attach(adapter);
    let flushed = false;
    const flush = adapter.flush().then(() => (flushed = true));
    await new Promise((done) => setImmediate(done));
    expect(flushed).toBe(false);
    arrive();
    await flush;
    expect(sent.at(-1)).toEqual(['track', 'BannerClick', { Venues_id: '1001' }]);
  });

  test('viewed() settles at the first page view, not before', async () => {
    const analytics = queuedAnalytics(() => []);
    let viewed = false;
    void analytics.viewed.then(() => (viewed = true));
    analytics.track('Early');
    await Promise.resolve();
    expect(viewed).toBe(false);
    analytics.pageView({ Venues_id: '1001' });
    await analytics.viewed;
    expect(viewed).toBe(true);
  });

  test('a waiting event keeps out the token of its moment, even when the token has changed since', async () => {
    const sensors = fakeSensors();
    let token = TOKEN;
    const analytics = queuedAnalytics(() => [token]);
    analytics.track('ActivityClick', { note: `has ${TOKEN}` });
    token = 'tok-another-one';
    analytics.attach(
      createSensorsAnalytics({
        load: () => Promise.resolve(sensors.sdk),
        serverUrl: '/sa',
        secrets: () => [token],
        log,
      }),
    );
    await vi.waitFor(() => expect(sensors.sent).toHaveLength(2));
    expect(JSON.stringify(sensors.sent)).not.toContain(TOKEN);
  });
});

describe('identifyVisitor', () => {
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const answer = (envelope: Envelope) => () => Promise.resolve(envelope);
  const fails = () => Promise.reject(new Error('network'));

  test.each([
    ['the encrypted-id login (data.user.id)', { loggedInUserId: '11' }, '11'],
    [
      'a user-identity lookup (data.userId)',
      { byUserIdentity: answer({ code: 1, data: { userId: 22 } }) },
      '22',
    ],
    [
      'the login first, without asking the lookup',
      { loggedInUserId: '11', byUserIdentity: answer({ code: 1, data: { userId: '22' } }) },
      '11',
    ],
  ])('R6.07 a visitor is logged into analytics from %s', async (_name, sources, userId) => {
    const analytics = createFakeAnalytics();
    await expect(identifyVisitor(sources, analytics, log)).resolves.toBe(userId);
    expect(analytics.logins).toEqual([userId]);
  });

  test.each([
    [
      'the lookup does not answer code 1',
      { byUserIdentity: answer({ code: 20210, data: { userId: 1 } }) },
    ],
    ['the lookup answers no id', { byUserIdentity: answer({ code: 1, data: {} }) }],
    ['the lookup fails', { byUserIdentity: fails }],
    ['nothing is known', {}],
  ])('R6.07 the visitor stays anonymous when %s', async (_name, sources) => {
    const analytics = createFakeAnalytics();
    await expect(identifyVisitor(sources, analytics, log)).resolves.toBeUndefined();
    expect(analytics.logins).toEqual([]);
  });
});
