import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestGateway, type TestGateway } from './test-gateway.ts';

let t: TestGateway;
beforeAll(async () => {
  t = await startTestGateway();
});
afterAll(() => t.stop());

/** What sa-sdk-javascript does to a record: base64 of its UTF-8 JSON. */
function sensorsBase64(value: unknown): string {
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64');
}

/** The SDK's `data=…&ext=crc=…` body (image query, beacon and ajax bodies). */
function sensorsData(record: unknown): string {
  const data = sensorsBase64(record);
  return `data=${encodeURIComponent(data)}&ext=${encodeURIComponent('crc=123')}`;
}

const pageView = {
  type: 'track',
  event: '$pageview',
  distinct_id: 'visitor-1',
  properties: { Venues_id: '1001', Venues_name: '2025 春季项目路演', $url: 'http://x/' },
};

async function analytics(): Promise<Array<Record<string, unknown>>> {
  return (await (await fetch(`${t.base}/__dev/analytics`)).json()) as Array<
    Record<string, unknown>
  >;
}

describe('analytics collector', () => {
  test('reads the image sender (GET with data), the beacon (text body) and ajax (form body)', async () => {
    const before = (await analytics()).length;
    const image = await fetch(`${t.base}/__dev/sa?${sensorsData(pageView)}`);
    expect(image.headers.get('content-type')).toBe('image/gif');
    await fetch(`${t.base}/__dev/sa`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      body: sensorsData({ ...pageView, event: 'ActivityClick' }),
    });
    await fetch(`${t.base}/__dev/sa`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: sensorsData({ type: 'track_signup', event: '$SignUp', distinct_id: '42' }),
    });
    const added = (await analytics()).slice(before);
    expect(added.map((entry) => [entry['event'], entry['distinctId'], entry['type']])).toEqual([
      ['$pageview', 'visitor-1', 'track'],
      ['ActivityClick', 'visitor-1', 'track'],
      ['$SignUp', '42', 'track_signup'],
    ]);
    expect(added[0]?.['properties']).toMatchObject({
      Venues_id: '1001',
      Venues_name: '2025 春季项目路演',
    });
    expect(typeof added[0]?.['receivedAt']).toBe('number');
  });

  test('reads a batch (data_list) in order, and skips what is not a record', async () => {
    const before = (await analytics()).length;
    const list = [
      { ...pageView, event: 'first' },
      'not a record',
      { ...pageView, event: 'second' },
    ];
    await fetch(`${t.base}/__dev/sa`, {
      method: 'POST',
      body: `data_list=${encodeURIComponent(sensorsBase64(list))}`,
    });
    await fetch(`${t.base}/__dev/sa?data=not-base64-json`);
    expect((await analytics()).slice(before).map((entry) => entry['event'])).toEqual([
      'first',
      'second',
    ]);
  });
});

describe('error collector', () => {
  test('keeps JSON reports oldest first and refuses what is not JSON', async () => {
    const first = await fetch(`${t.base}/__dev/errors`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify({ type: 'error', error: { name: 'TypeError', message: 'boom' } }),
    });
    expect(first.status).toBe(204);
    await fetch(`${t.base}/__dev/errors`, {
      method: 'POST',
      body: JSON.stringify({ type: 'trace', name: 'page-loaded' }),
    });
    expect((await fetch(`${t.base}/__dev/errors`, { method: 'POST', body: '{' })).status).toBe(400);
    const reports = (await (await fetch(`${t.base}/__dev/errors`)).json()) as Array<
      Record<string, unknown>
    >;
    expect(reports.map((report) => report['type'])).toEqual(['error', 'trace']);
    expect(typeof reports[0]?.['receivedAt']).toBe('number');
  });
});
