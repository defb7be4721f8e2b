// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { describe, expect, test, vi } from 'vitest';
import { resolve } from '../../actions/resolve.ts';
import type { ApiClient } from '../../api/client.ts';
import { deploymentFrom } from '../../lib/deployment.ts';
import type { Host } from '../../platform/host.ts';
import { buildPage } from '../../runtime/build-page.ts';
import type { PageModel } from '../../runtime/page-model.ts';
import { PAGE_SLICE, PREVIEW_CHANNEL, type FromFrame, type ToFrame } from './frame-messages.ts';
import { PreviewFrameApp } from './PreviewFrameApp.tsx';
import { readSource } from './read-source.ts';

const pageOf = (file: string): PageModel =>
  buildPage((JSON.parse(readFileSync(file, 'utf8')) as { data: unknown }).data, 'x');
const PAGE_1001 = pageOf('fixtures/pages/1001.json');

/** The frame with the tool's side faked: what it posts, and a way to send it messages. */
function frame() {
  const posted: FromFrame[] = [];
  let deliver: (data: unknown) => void = () => undefined;
  const api: ApiClient = {
    call: vi.fn(() => Promise.reject(new Error('offline'))),
    setSessionRecovery: vi.fn(),
  };
  render(
    <PreviewFrameApp
      services={{ api, sources: { liveDetail: () => new Promise(() => undefined) } }}
      config={deploymentFrom({ VITE_BC_ENV: 'test' })}
      origin="https://preview.invalid"
      post={(message) => posted.push(message)}
      listen={(onMessage) => {
        deliver = onMessage;
        return () => undefined;
      }}
    />,
  );
  const send = (message: ToFrame) => act(() => deliver(message));
  const show = (
    page: PageModel,
    host: Host = 'browser',
    loggedIn = false,
    total = page.entries.length,
    revision = 1,
  ) =>
    send({
      channel: PREVIEW_CHANNEL,
      type: 'show',
      revision,
      page,
      total,
      host,
      loggedIn,
      search: `pageId=${page.id}`,
    });
  return { posted, send, show, api };
}

describe('PreviewFrameApp: the phone inside the preview', () => {
  test('says it is ready, at start and when asked, and waits for a page', () => {
    const { posted, send } = frame();
    expect(screen.getByText('等待页面')).toBeTruthy();
    void send({ channel: PREVIEW_CHANNEL, type: 'hello' });
    expect(posted.filter((message) => message.type === 'ready')).toHaveLength(2);
  });

  test('renders the page sent, in the chrome of its host, and says how many modules it shows', async () => {
    const { posted, show } = frame();
    await show(PAGE_1001, 'browser');
    await waitFor(() => expect(document.querySelector('[data-module-id="11"]')).toBeTruthy(), {
      timeout: 10_000,
    });
    expect(document.querySelector('[data-chrome="download-header"]')).toBeTruthy();
    await waitFor(() =>
      expect(posted).toContainEqual({
        channel: PREVIEW_CHANNEL,
        type: 'shown',
        revision: 1,
        modules: 11,
      }),
    );
  });

  test('a tap is traced with the effects resolve() gives in the simulated context, and nothing is performed', async () => {
    const { posted, show } = frame();
    await show(PAGE_1001, 'app', false);
    const cell = await waitFor(() => {
      const found = document.querySelectorAll('[data-module-id="2"] .bc-image-group__cell')[1];
      if (!found) throw new Error('no picture yet');
      return found;
    });
    fireEvent.click(cell);
    const trace = await waitFor(() => {
      const found = posted.find((message) => message.type === 'trace');
      if (!found || found.type !== 'trace') throw new Error('no trace yet');
      return found;
    });
    expect(trace.entry.intent).toMatchObject({ kind: 'imageTap', moduleId: '2', stayConsult: 1 });
    expect(trace.entry.effects.map((effect) => effect.type)).toEqual([
      'login',
      'commitStayConsult',
      'appOpenMiniProgram',
    ]);
    expect(trace.entry.effects).toEqual(
      resolve(trace.entry.intent, {
        host: 'app',
        loggedIn: false,
        search: 'pageId=1001&isApp=1',
        query: { isApp: true, preview: false, gray: false, pageId: '1001' },
        page: { pageId: '1001', pageName: '2025 春季项目路演', activeId: '88' },
        config: deploymentFrom({ VITE_BC_ENV: 'test' }),
        appBase: '/',
        hasReferrer: false,
        attribution: {},
      }).map((effect) => expect.objectContaining({ type: effect.type })),
    );
  });

  test('a dropped module shows its problem where it would have been', async () => {
    const reading = readSource(readFileSync('fixtures/pages/1003.json', 'utf8'));
    if (reading.status !== 'page') throw new Error('page 1003 did not read');
    const { show } = frame();
    await show(reading.page);
    await waitFor(() => expect(document.querySelectorAll('[data-diagnostic-for]')).toHaveLength(3));
    const order = [...document.querySelectorAll('[data-module-id], [data-diagnostic-for]')].map(
      (node) =>
        node.getAttribute('data-module-id') ??
        `dropped ${node.getAttribute('data-diagnostic-for')}`,
    );
    // Module 4, an article list without articles, renders nothing.
    expect(order).toEqual(['1', 'dropped 2', 'dropped 3', 'dropped 5', '6']);
    expect(screen.getByText(/list 应为数组（列表），实际是文本 "not-an-array"/)).toBeTruthy();
  });

  test('a plain link (the download header) is reported, never followed', async () => {
    const { posted, show } = frame();
    await show(PAGE_1001, 'browser');
    const link = await screen.findByText('下载App');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(posted).toContainEqual({
      channel: PREVIEW_CHANNEL,
      type: 'link',
      href: expect.stringMatching(/\/download\.html$/) as unknown as string,
    });
  });

  test('a large page renders its modules a slice per frame; the next ones are asked for', async () => {
    const dropped = (index: number): PageModel['entries'][number] => ({
      ok: false,
      diagnostic: {
        moduleId: String(index),
        name: '',
        type: '42',
        stage: 'type',
        schemaPath: '#',
        message: '未知的模块类型 42',
      },
    });
    const entries = Array.from({ length: PAGE_SLICE + 50 }, (_, index) => dropped(index));
    const { posted, show } = frame();
    const lastShown = () => posted.filter((message) => message.type === 'shown').at(-1);
    await show(
      { ...PAGE_1001, entries: entries.slice(0, PAGE_SLICE) },
      'browser',
      false,
      entries.length,
    );
    await waitFor(() => expect(lastShown()).toMatchObject({ modules: PAGE_SLICE }), {
      timeout: 15_000,
    });
    const counts = posted.flatMap((message) => (message.type === 'shown' ? [message.modules] : []));
    expect(counts[0]).toBeLessThan(PAGE_SLICE);
    fireEvent.click(screen.getByText('再渲染 50 个'));
    expect(posted.at(-1)).toEqual({ channel: PREVIEW_CHANNEL, type: 'more' });
    await show({ ...PAGE_1001, entries }, 'browser', false, entries.length, 2);
    await waitFor(
      () => expect(lastShown()).toMatchObject({ revision: 2, modules: PAGE_SLICE + 50 }),
      {
        timeout: 10_000,
      },
    );
    expect(screen.queryByText(/再渲染/)).toBeNull();
  }, 30_000);
});
