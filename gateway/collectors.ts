import { Hono, type Context } from 'hono';
import type { GatewayContext } from './context.ts';
import { isRecord, textOf } from './json.ts';

/** One analytics event as the collector lists it (`GET /__dev/analytics`). */
export interface AnalyticsEntry {
  event: string;
  properties: Record<string, unknown>;
  distinctId: string | null;
  /** Sensors' record type: track, track_signup, profile_set … */
  type: string;
  receivedAt: number;
}

/** A 1×1 transparent GIF: what Sensors' image sender expects back. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/**
 * Sensors (sa-sdk-javascript) encodes records as base64 of their UTF-8 JSON: one record in `data`
 * (image GET query, beacon or ajax POST form body, with `ext=crc=…`), a JSON array in `data_list`
 * (batch sending). Anything that is not such a record is skipped.
 */
export function decodeSensorsRecords(fields: URLSearchParams): unknown[] {
  const decode = (value: string | null): unknown => {
    if (!value) return undefined;
    try {
      return JSON.parse(Buffer.from(value, 'base64').toString('utf8')) as unknown;
    } catch {
      return undefined;
    }
  };
  const single = decode(fields.get('data'));
  const list = decode(fields.get('data_list'));
  return [...(single === undefined ? [] : [single]), ...(Array.isArray(list) ? list : [])];
}

/** A record in the shape the listing shows; undefined for one that is not an object. */
export function analyticsEntry(record: unknown, receivedAt: number): AnalyticsEntry | undefined {
  if (!isRecord(record)) return undefined;
  const type = textOf(record['type']) ?? 'track';
  return {
    event: textOf(record['event']) ?? type,
    properties: isRecord(record['properties']) ? record['properties'] : {},
    distinctId: textOf(record['distinct_id']) ?? null,
    type,
    receivedAt,
  };
}

function store(
  context: GatewayContext,
  table: 'analytics_events' | 'error_reports',
  entry: object,
): void {
  context.db.prepare(`INSERT INTO ${table} (entry) VALUES (?)`).run(JSON.stringify(entry));
}

function listing(
  c: Context,
  context: GatewayContext,
  table: 'analytics_events' | 'error_reports',
): Response {
  const rows = context.db.prepare(`SELECT entry FROM ${table} ORDER BY id`).all() as {
    entry: string;
  }[];
  c.header('Cache-Control', 'no-store');
  return c.json(rows.map((row) => JSON.parse(row.entry) as unknown));
}

/**
 * The local stand-ins for the analytics and error-report services: `/__dev/sa` takes what Sensors
 * sends, `POST /__dev/errors` takes the error reporter's JSON; `GET /__dev/analytics` and
 * `GET /__dev/errors` list what arrived, oldest first. Kept in the gateway's SQLite.
 */
export function collectorRoutes(context: GatewayContext): Hono {
  const app = new Hono();
  // Sensors' own path is `/sa`; its SDK rewrites an address ending in `/sa` to `/sa.gif`.
  app.on(['GET', 'POST'], ['/sa', '/sa.gif'], async (c) => {
    const fields =
      c.req.method === 'GET'
        ? new URL(c.req.url).searchParams
        : new URLSearchParams(await c.req.text());
    const receivedAt = context.now();
    for (const record of decodeSensorsRecords(fields)) {
      const entry = analyticsEntry(record, receivedAt);
      if (entry) store(context, 'analytics_events', entry);
    }
    return c.body(new Uint8Array(PIXEL), 200, {
      'Content-Type': 'image/gif',
      'Cache-Control': 'no-store',
    });
  });
  app.get('/analytics', (c) => listing(c, context, 'analytics_events'));
  app.post('/errors', async (c) => {
    let report: unknown;
    try {
      report = JSON.parse(await c.req.text()) as unknown;
    } catch {
      return c.text('an error report is JSON\n', 400);
    }
    if (!isRecord(report)) return c.text('an error report is a JSON object\n', 400);
    store(context, 'error_reports', { ...report, receivedAt: context.now() });
    return c.body(null, 204);
  });
  app.get('/errors', (c) => listing(c, context, 'error_reports'));
  return app;
}
