// @vitest-environment jsdom
import { act, fireEvent, render } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, test } from 'vitest';
import { Dialog } from './Dialog.tsx';
import { picture } from './Picture.tsx';
import { Popup } from './Popup.tsx';
import { Skeleton } from './Skeleton.tsx';
import { StatusView } from './StatusView.tsx';
import { ToastHost } from './ToastHost.tsx';
import { hideToast, showToast } from './toast.ts';

async function violations(): Promise<string[]> {
  const result = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`,
  );
}

afterEach(() => {
  hideToast();
});

describe('widgets pass axe', () => {
  test('pictures (loading and broken), skeleton, status views', async () => {
    render(
      <main>
        {picture({ src: 'a/ok.jpg', alt: '正常图片', ratio: 2 })}
        {picture({ src: 'a/bad.jpg', alt: '坏的图片', ratio: 2, className: 'bad' })}
        <Skeleton lines={3} />
        <StatusView kind="error" message="网络异常" onRetry={() => undefined} fullScreen={false} />
        <StatusView kind="empty" fullScreen={false} />
      </main>,
    );
    fireEvent.error(document.querySelector('img[alt="坏的图片"]') as Element);
    expect(await violations()).toEqual([]);
  });

  test('dialog, popup and toast', async () => {
    render(
      <>
        <Dialog open title="提示" actions={[{ text: '取消' }, { text: '确定', tone: 'primary' }]}>
          内容
        </Dialog>
        <Popup open onClose={() => undefined} title="选择">
          <button type="button">选项</button>
        </Popup>
        <ToastHost />
      </>,
    );
    act(() => {
      showToast('已复制', { type: 'success' });
    });
    expect(await violations()).toEqual([]);
  });
});
