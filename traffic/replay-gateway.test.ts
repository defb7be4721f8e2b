import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { describe, expect, test } from 'vitest';
import type { Har, HarEntry } from './har.ts';
import { createReplayGateway, UNMATCHED_PATH } from './replay-gateway.ts';

/** An entry as the browser's developer tools write one (absolute address, encoded transfer). */
function recorded(
  method: string,
  url: string,
  answer: { text: string; mimeType?: string; base64?: boolean; status?: number },
  body?: string,
): HarEntry {
  return {
    startedDateTime: '2026-11-23T08:00:00.000Z',
    time: 5_000,
    request: {
      method,
      url,
      httpVersion: 'HTTP/2',
      cookies: [],
      headers: [{ name: ':authority', value: 'gateway.test' }],
      queryString: [...new URL(url).searchParams].map(([name, value]) => ({ name, value })),
      ...(body === undefined ? {} : { postData: { mimeType: 'application/json', text: body } }),
      headersSize: -1,
      bodySize: -1,
    },
    response: {
      status: answer.status ?? 200,
      statusText: '',
      httpVersion: 'HTTP/2',
      cookies: [],
      headers: [
        { name: 'content-type', value: answer.mimeType ?? 'application/json' },
        { name: 'content-encoding', value: 'gzip' },
        { name: 'content-length', value: '3' },
      ],
      content: {
        size: answer.text.length,
        mimeType: answer.mimeType ?? 'application/json',
        text: answer.base64 === true ? Buffer.from(answer.text).toString('base64') : answer.text,
        ...(answer.base64 === true ? { encoding: 'base64' } : {}),
      },
      redirectURL: '',
      headersSize: -1,
      bodySize: -1,
    },
    cache: {},
    timings: { send: 0, wait: 5_000, receive: 0 },
  };
}

const archive = (...entries: HarEntry[]): Har => ({
  log: { version: '1.2', creator: { name: 'test', version: '1' }, entries },
});

const page = (id: number, name: string) =>
  JSON.stringify({ code: 1, data: { id, pageName: name } });

/** An archive of one call: page 1001, answered with the page named `name`. */
const page1001Only = (name: string) =>
  archive(
    recorded(
      'POST',
      'https://gw.test/api/page/v2/find',
      { text: page(1001, name) },
      '{"pageId":1001}',
    ),
  );

const post = (body: unknown, url = 'http://replay.test/api/page/v2/find') =>
  new Request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('the replay gateway answers from the archive', () => {
  test('by the page id in the body, a base64 UTF-8 answer decoded, without the recorded wait', async () => {
    const { app, unmatched } = createReplayGateway({
      har: archive(
        recorded(
          'POST',
          'https://gw.test/api/page/v2/find',
          { text: page(1001, '春季'), base64: true },
          '{"pageId":"1001"}',
        ),
        recorded(
          'POST',
          'https://gw.test/api/page/v2/find',
          { text: page(1002, '报名') },
          '{"pageId":1002}',
        ),
      ),
    });
    const started = Date.now();
    const second = await app.request(post({ pageId: 1002 }));
    const first = await app.request(
      post({ pageId: 1001 }, 'http://replay.test/api/page/v2/find?_t=99'),
    );
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(await second.json()).toEqual({ code: 1, data: { id: 1002, pageName: '报名' } });
    expect(await first.json()).toEqual({ code: 1, data: { id: 1001, pageName: '春季' } });
    expect(first.headers.get('content-encoding')).toBeNull();
    expect(unmatched()).toEqual([]);
  });

  test('a binary answer comes back byte for byte', async () => {
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0xff, 0x00, 0xe4]);
    const entry = recorded('GET', 'https://gw.test/storage/a.png', {
      text: '',
      mimeType: 'image/png',
    });
    entry.response.content = {
      size: 7,
      mimeType: 'image/png',
      text: bytes.toString('base64'),
      encoding: 'base64',
    };
    const { app } = createReplayGateway({ har: archive(entry) });
    const answer = await app.request('http://replay.test/storage/a.png');
    expect(Buffer.from(await answer.arrayBuffer())).toEqual(bytes);
    expect(answer.headers.get('content-type')).toBe('image/png');
  });

  test('a call recorded twice answers in recorded order, then keeps the last answer', async () => {
    const state = (status: number) => JSON.stringify({ code: 1, data: { status } });
    const url = 'https://gw.test/api/userInterest/getUserInterestProjectStatus';
    const { app } = createReplayGateway({
      har: archive(
        recorded('POST', url, { text: state(0) }, '{"projectId":9001}'),
        recorded('POST', url, { text: state(1) }, '{"projectId":9001}'),
      ),
    });
    const ask = async () =>
      ((await (await app.request(post({ projectId: 9001 }, url))).json()) as { data: unknown })
        .data;
    expect([await ask(), await ask(), await ask()]).toEqual([
      { status: 0 },
      { status: 1 },
      { status: 1 },
    ]);
  });

  test('an unrecorded call fails with code 502 offline and is listed; the collectors are answered empty', async () => {
    const { app, unmatched } = createReplayGateway({
      har: page1001Only('a'),
    });
    const missing = await app.request(post({ pageId: 1003, mobile: '13800000001' }));
    expect(missing.status).toBe(502);
    expect(((await missing.json()) as { code: number }).code).toBe(502);
    expect(
      (await app.request('http://replay.test/__dev/sa', { method: 'POST', body: 'x' })).status,
    ).toBe(204);
    const listed = [{ method: 'POST', path: '/api/page/v2/find', body: '{"pageId":"1003"}' }];
    expect(unmatched()).toEqual(listed);
    expect(await (await app.request(`http://replay.test${UNMATCHED_PATH}`)).json()).toEqual(listed);
  });

  test('with a gateway behind it, an unrecorded call gets that gateway’s answer (its body passed on) and is listed', async () => {
    const gateway = new Hono().post('/api/page/v2/find', async (c) => {
      const { pageId } = await c.req.json<{ pageId: number }>();
      return c.json({ code: 1, data: { id: pageId, pageName: 'from the gateway' } });
    });
    const server = await new Promise<{ url: string; close: () => void }>((started) => {
      const running = serve({ fetch: gateway.fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
        started({ url: `http://127.0.0.1:${info.port}`, close: () => running.close() }),
      );
    });
    try {
      const { app, unmatched } = createReplayGateway({
        har: page1001Only('recorded'),
        fallbackUrl: server.url,
      });
      const recordedAnswer = await app.request(post({ pageId: 1001 }));
      expect(await recordedAnswer.json()).toEqual(JSON.parse(page(1001, 'recorded')));
      const passedOn = await app.request(post({ pageId: 1003 }));
      expect(await passedOn.json()).toEqual({
        code: 1,
        data: { id: 1003, pageName: 'from the gateway' },
      });
      expect(unmatched()).toEqual([
        { method: 'POST', path: '/api/page/v2/find', body: '{"pageId":"1003"}' },
      ]);
    } finally {
      server.close();
    }
  });
});
