import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { post, startTestGateway, type TestGateway } from './test-gateway.ts';

const fixture1001 = readFileSync(join(import.meta.dirname, '../fixtures/pages/1001.json'));
/** Odd spacing and key order on purpose: the gateway must not re-serialise. */
const recorded1002 =
  '{ "code":1,\n  "data": {"pageName":"目录里的页面", "id":"1002", "moduleSubs":[] } }\n';

let t: TestGateway;
let pagesDir: string;

beforeAll(async () => {
  pagesDir = mkdtempSync(join(tmpdir(), 'bc-pages-'));
  writeFileSync(join(pagesDir, '1002.json'), recorded1002);
  t = await startTestGateway({ pagesDirs: [pagesDir] });
  mkdirSync(join(t.work, 'dist', 'assets'), { recursive: true });
  writeFileSync(join(t.work, 'dist', 'activity-page.html'), '<!doctype html><title>活动页</title>');
  writeFileSync(join(t.work, 'dist', 'assets', 'app-3f9a.js'), 'console.log(1);'.repeat(200));
});
afterAll(async () => {
  await t.stop();
  rmSync(pagesDir, { recursive: true, force: true });
});

/** Sends a raw request target, as a hostile client would (fetch would normalise `..`). */
function rawGet(base: string, target: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}/`, { path: target }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('pages', () => {
  test('page/v2/find answers the seeded page 1001 byte for byte', async () => {
    const response = await post(t.base, 'page/v2/find', { pageId: 1001 });
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(Buffer.from(await response.arrayBuffer()).equals(fixture1001)).toBe(true);
  });

  test('a --pages file is served as-is, wins over the seeded page, and is read at request time', async () => {
    expect(await (await post(t.base, 'page/v2/find', { pageId: '1002' })).text()).toBe(
      recorded1002,
    );
    writeFileSync(join(pagesDir, '1002.json'), '{"code":1,"data":{"id":"1002"}}');
    expect(await (await post(t.base, 'page/find', { pageId: '1002' })).text()).toBe(
      '{"code":1,"data":{"id":"1002"}}',
    );
    writeFileSync(join(pagesDir, '1002.json'), recorded1002);
  });

  test('an unknown page answers code 404', async () => {
    const body = await (await post(t.base, 'page/v2/find', { pageId: '424242' })).json();
    expect(body).toEqual({ code: 404, data: null, message: '页面不存在: 424242' });
  });

  test('background/find answers the page background string', async () => {
    const body = await (await fetch(`${t.base}/api/background/find?pageId=1001`)).json();
    expect(JSON.parse(body.data.backgroundJson)).toEqual({
      commonBackgroundColor: '#fff4e8',
      backgroundImg: 'bg/spring.jpg',
    });
  });
});

describe('errors', () => {
  test('a call not provided answers HTTP 404 with the envelope', async () => {
    const response = await post(t.base, 'ground/playbillUser/save', {});
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      code: 404,
      data: null,
      message: '本地网关未提供该接口: ground/playbillUser/save',
    });
  });

  test('a bad JSON body answers 400 with a clear message', async () => {
    const response = await fetch(`${t.base}/api/area/tree`, {
      method: 'POST',
      body: '{"regionId":',
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.code).toBe(400);
    expect(body.message).toMatch(/^请求体不是合法的 JSON/);
  });

  test('a known call with the wrong method answers 405', async () => {
    const response = await fetch(`${t.base}/api/page/v2/find?pageId=1001`);
    expect(response.status).toBe(405);
    expect((await response.json()).code).toBe(405);
  });
});

describe('storage', () => {
  test('a picture address answers a deterministic SVG placeholder sized for its use', async () => {
    const head = await fetch(`${t.base}/storage/activity/1001/head.jpg`);
    expect(head.headers.get('content-type')).toBe('image/svg+xml');
    const svg = await head.text();
    expect(svg).toMatch(/^<svg[^>]+width="750" height="400"/);
    expect(svg).toContain('head.jpg');
    expect(await (await fetch(`${t.base}/storage/activity/1001/head.jpg`)).text()).toBe(svg);
    const cover = await (await fetch(`${t.base}/storage/project/9001.jpg`)).text();
    expect(cover).toMatch(/width="400" height="300"/);
    expect(cover.match(/stop-color="[^"]+"/g)).not.toEqual(svg.match(/stop-color="[^"]+"/g));
  });

  test('audio answers a silent WAV; video has no placeholder', async () => {
    const audio = await fetch(`${t.base}/storage/audio/intro.mp3`);
    expect(audio.headers.get('content-type')).toBe('audio/wav');
    expect(
      Buffer.from(await audio.arrayBuffer())
        .subarray(0, 4)
        .toString('ascii'),
    ).toBe('RIFF');
    expect((await fetch(`${t.base}/storage/video/roadshow.mp4`)).status).toBe(404);
  });

  test.each([
    '/storage/../package.json',
    '/storage/%2e%2e/%2e%2e/package.json',
    '/storage/uploads/..%2f..%2fgateway.sqlite',
    '/%2e%2e/package.json',
  ])('path traversal is refused: %s', async (target) => {
    expect(await rawGet(t.base, target)).toBe(400);
  });
});

describe('static', () => {
  test('hashed assets are cached long, HTML is revalidated, and the activity page takes its query', async () => {
    const asset = await fetch(`${t.base}/assets/app-3f9a.js`, {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const page = await fetch(`${t.base}/activity-page.html?pageId=1001`);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await page.text()).toContain('活动页');
  });

  test('built files carry an ETag and answer 304 when unchanged; text is gzipped when asked', async () => {
    const first = await fetch(`${t.base}/assets/app-3f9a.js`, {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(first.headers.get('content-encoding')).toBe('gzip');
    const tag = first.headers.get('etag');
    expect(tag).toMatch(/^(W\/)?"/);
    const again = await fetch(`${t.base}/assets/app-3f9a.js`, {
      headers: { 'If-None-Match': tag ?? '' },
    });
    expect(again.status).toBe(304);
  });

  test('a page may be asked without .html', async () => {
    const page = await fetch(`${t.base}/activity-page?pageId=1001`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('活动页');
  });

  test('an upload posted with the storage policy is served back as media, never as a page', async () => {
    const form = new FormData();
    form.set('key', 'uploads/20250601/card.png');
    form.set(
      'file',
      new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }),
      'card.png',
    );
    const posted = await (
      await fetch(`${t.base}/api/oss/upload`, { method: 'POST', body: form })
    ).json();
    expect(posted).toMatchObject({ code: 1, data: { url: 'uploads/20250601/card.png' } });
    const served = await fetch(`${t.base}/storage/uploads/20250601/card.png`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');

    const hostile = new FormData();
    hostile.set('key', 'uploads/20250601/page.html');
    hostile.set(
      'file',
      new Blob(['<script>alert(1)</script>'], { type: 'text/html' }),
      'page.html',
    );
    await fetch(`${t.base}/api/oss/upload`, { method: 'POST', body: hostile });
    const page = await fetch(`${t.base}/storage/uploads/20250601/page.html`);
    expect(page.headers.get('content-type')).toBe('application/octet-stream');
    expect(page.headers.get('content-security-policy')).toBe('sandbox');
  });

  test('an upload with a key outside the policy folder is refused', async () => {
    const form = new FormData();
    form.set('key', '../escape.png');
    form.set('file', new Blob([new Uint8Array([1])]), 'x.png');
    const response = await fetch(`${t.base}/api/oss/upload`, { method: 'POST', body: form });
    expect(response.status).toBe(400);
  });

  test('the index lists seeded and --pages pages with links', async () => {
    const html = await (await fetch(`${t.base}/`)).text();
    expect(html).toContain('href="/activity-page.html?pageId=1001"');
    expect(html).toContain('2025 春季项目路演');
    expect(html).toContain('目录里的页面');
    expect(html).not.toContain('客户端尚未构建');
  });

  test('without a built client the index says so and how to build it', async () => {
    const bare = await startTestGateway();
    const html = await (await fetch(`${bare.base}/`)).text();
    await bare.stop();
    expect(html).toContain('客户端尚未构建');
    expect(html).toContain('npm run build');
  });

  test('each request is logged as one short line: method, path, status, ms', () => {
    expect(
      t.logs.some((line) => /^GET \/storage\/video\/roadshow\.mp4 404 \d+ms$/.test(line)),
    ).toBe(true);
  });
});

describe('the app download stand-in', () => {
  test('/__dev/app-download says the app did not open and shows the channel, escaped', async () => {
    const response = await fetch(
      `${t.base}/__dev/app-download?utm_source=${encodeURIComponent('<b>ad</b>')}`,
    );
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('App 未能打开，已转到下载地址');
    expect(html).toContain('&#60;b&#62;ad&#60;/b&#62;');
    expect(html).not.toContain('<b>ad</b>');
  });
});

describe('the examples the page server’s index opens routes with', () => {
  test('/__dev/examples: every demo page, a few projects, articles, topics and business opportunities', async () => {
    const { examples } = (await (await fetch(`${t.base}/__dev/examples`)).json()) as {
      examples: { query: Record<string, string>; label: string }[];
    };
    const queries = examples.map((example) => example.query);
    expect(queries).toEqual(
      expect.arrayContaining([
        { pageId: '1001' },
        { projectId: '9001' },
        { articleId: '501' },
        { activeId: '88', projectId: '9001' },
      ]),
    );
    expect(examples.find((example) => example.query.projectId === '9001')?.label).toBe(
      '智慧社区新零售',
    );
    expect(queries.every((query) => Number(query.articleId ?? 0) < 9000)).toBe(true);
    expect(queries.some((query) => query.id !== undefined)).toBe(true);
  });
});
