// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { describe, expect, test, vi } from 'vitest';
import { PAGE_SLICE, PREVIEW_CHANNEL, type FromFrame } from './frame-messages.ts';
import { inlineReader } from './inline-reader.ts';
import { PreviewTool, type PreviewToolProps } from './PreviewTool.tsx';

const PAGE_1003 = readFileSync('fixtures/pages/1003.json', 'utf8');

function tool(props: Partial<PreviewToolProps> = {}) {
  const onSettings = vi.fn();
  render(
    <PreviewTool
      initial={{ pageId: '1003', text: PAGE_1003 }}
      search="pageId=1003&width=390&host=app"
      makeReader={inlineReader}
      frameSrc="about:blank"
      origin="https://x.invalid"
      copy={vi.fn()}
      onSettings={onSettings}
      {...props}
    />,
  );
  return { onSettings };
}

const editor = () => screen.getByLabelText('页面 JSON 编辑框') as HTMLTextAreaElement;
const link = () => (screen.getByLabelText('分享链接') as HTMLInputElement).value;

/** A message as the phone frame posts it to the tool. */
function fromFrame(message: FromFrame) {
  const frame = document.querySelector('iframe');
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data: message,
        origin: globalThis.origin,
        source: frame?.contentWindow ?? null,
      }),
    );
  });
}

describe('PreviewTool', () => {
  test('a page opened by id: listed with its problems, shown at the width of the link', async () => {
    tool();
    await waitFor(() => expect(screen.getByText('共 6 个，3 个未展示')).toBeTruthy());
    expect(screen.getByTitle('手机画面（宽 390）').style.width).toBe('390px');
    expect(screen.getByText('读作：page/v2/find 的完整回答')).toBeTruthy();
    expect(link()).toBe('https://x.invalid/preview.html?pageId=1003&width=390&host=app');
  });

  test('the link and the address follow the settings', async () => {
    const { onSettings } = tool();
    fireEvent.click(screen.getByLabelText('414'));
    fireEvent.click(screen.getByLabelText('微信浏览器'));
    fireEvent.click(screen.getByLabelText('已登录'));
    expect(link()).toBe(
      'https://x.invalid/preview.html?pageId=1003&width=414&host=wechatBrowser&login=1',
    );
    await waitFor(() =>
      expect(onSettings).toHaveBeenLastCalledWith(
        'pageId=1003&width=414&host=wechatBrowser&login=1',
      ),
    );
  });

  test('an edit that breaks the JSON says where; the phone keeps the last page that read', async () => {
    tool();
    await waitFor(() => expect(screen.getByText('共 6 个，3 个未展示')).toBeTruthy());
    fireEvent.change(editor(), { target: { value: `${PAGE_1003.trimEnd().slice(0, -1)},}` } });
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toMatch(
        /^不是合法的 JSON：第 \d+ 行第 \d+ 列，最后一个属性后面多了逗号/,
      ),
    );
    expect(screen.getByText('内容有错，手机里显示的是上一次能读懂的版本')).toBeTruthy();
  });

  test('a large paste anywhere on the page replaces the source and leaves the page id out of the link', async () => {
    tool();
    const modules = JSON.parse(PAGE_1003) as { data: { moduleSubs: unknown[] } };
    const big = JSON.stringify({
      ...modules,
      data: {
        ...modules.data,
        moduleSubs: Array.from({ length: 400 }, () => modules.data.moduleSubs).flat(),
      },
    });
    const paste = new Event('paste', { bubbles: true, cancelable: true });
    Object.assign(paste, { clipboardData: { getData: () => big } });
    act(() => {
      document.body.dispatchEvent(paste);
    });
    await waitFor(() => expect(screen.getByText('共 2400 个，1200 个未展示')).toBeTruthy(), {
      timeout: 10_000,
    });
    expect(screen.queryByLabelText('页面 JSON 编辑框')).toBeNull();
    expect(link()).toBe('https://x.invalid/preview.html?width=390&host=app');
  });

  test('each tap the frame traces is listed, newest first, with the host and login state of the moment', async () => {
    tool();
    fromFrame({
      channel: PREVIEW_CHANNEL,
      type: 'trace',
      entry: {
        intent: { kind: 'openArticle', articleId: '501' },
        effects: [{ type: 'open', url: '/articledetails.html?articleId=501' }],
      },
    });
    fireEvent.click(screen.getByLabelText('已登录'));
    fromFrame({ channel: PREVIEW_CHANNEL, type: 'link', href: 'https://x.invalid/download.html' });
    const taps = [...document.querySelectorAll('[data-trace-item]')].map(
      (item) => item.textContent,
    );
    expect(taps[0]).toContain('点击页面里的普通链接');
    expect(taps[0]).toContain('App · 已登录');
    expect(taps[1]).toContain('点击文章 501');
    expect(taps[1]).toContain('App · 未登录');
    expect(taps[1]).toContain('/articledetails.html?articleId=501');
  });

  test('a module that fails to render is listed with the renderer message', async () => {
    tool({ initial: { text: readFileSync('fixtures/pages/1001.json', 'utf8') } });
    await waitFor(() => expect(screen.getByText('共 11 个，0 个未展示')).toBeTruthy());
    fromFrame({ channel: PREVIEW_CHANNEL, type: 'ready' });
    fromFrame({ channel: PREVIEW_CHANNEL, type: 'shown', revision: 1, modules: 11 });
    fromFrame({
      channel: PREVIEW_CHANNEL,
      type: 'renderFailed',
      diagnostic: {
        moduleId: '3',
        name: '路演视频',
        type: '2',
        stage: 'render',
        schemaPath: '#',
        message: 'boom',
      },
    });
    await waitFor(() => expect(screen.getByText('渲染时出错：boom')).toBeTruthy());
    expect(screen.getByText('共 11 个，1 个未展示')).toBeTruthy();
  });

  test('the phone gets the modules a slice at a time, the next slice when it asks', async () => {
    const reader = inlineReader();
    const read = vi.spyOn(reader, 'read');
    tool({ makeReader: () => reader });
    await waitFor(() => expect(read).toHaveBeenCalledWith(PAGE_1003, PAGE_SLICE));
    fromFrame({ channel: PREVIEW_CHANNEL, type: 'more' });
    await waitFor(() => expect(read).toHaveBeenLastCalledWith(PAGE_1003, 2 * PAGE_SLICE));
  });

  test('a page the gateway refused is a message beside an empty editor', () => {
    tool({ initial: { pageId: '404404', failure: '页面不存在' }, search: 'pageId=404404' });
    expect(screen.getByText('页面 404404 打不开：页面不存在')).toBeTruthy();
    expect(editor().value).toBe('');
  });
});
