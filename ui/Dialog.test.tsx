// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { Dialog } from './Dialog.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

function Opener({
  onClose = () => undefined,
  closeOnBackdrop = false,
}: {
  onClose?: () => void;
  closeOnBackdrop?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        打开
      </button>
      <Dialog
        open={open}
        title="提交成功"
        onClose={close}
        closeOnBackdrop={closeOnBackdrop}
        actions={[
          { text: '取消', onClick: close },
          { text: '去看看', tone: 'primary', onClick: close },
        ]}
      >
        我们会尽快与您联系
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  test('is a labelled modal dialog with its text and buttons', () => {
    render(
      <Dialog open title="提示" actions={[{ text: '知道了', tone: 'primary' }]}>
        内容文字
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: '提示' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.textContent).toContain('内容文字');
    expect(screen.getByRole('button', { name: '知道了' }).className).toContain('primary');
  });

  test('moves focus inside, keeps Tab inside, and gives focus back on close', () => {
    render(<Opener />);
    const opener = screen.getByRole('button', { name: '打开' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog');
    expect(document.activeElement).toBe(dialog);

    const cancel = screen.getByRole('button', { name: '取消' });
    const confirm = screen.getByRole('button', { name: '去看看' });
    confirm.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(cancel);
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(confirm);

    fireEvent.click(confirm);
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  test('Esc closes it and the page scroll is locked only while open', () => {
    const onClose = vi.fn();
    render(<Opener onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: '打开' }));
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(200));
    expect(document.body.style.overflow).toBe('');
  });

  test('a backdrop tap closes only when allowed', () => {
    const onClose = vi.fn();
    const { unmount } = render(<Opener onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: '打开' }));
    fireEvent.click(document.querySelector('.bc-dialog__mask') as Element);
    expect(onClose).not.toHaveBeenCalled();
    unmount();

    render(<Opener onClose={onClose} closeOnBackdrop />);
    fireEvent.click(screen.getByRole('button', { name: '打开' }));
    fireEvent.click(document.querySelector('.bc-dialog__mask') as Element);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  test('the default footer is one 确定 that closes', () => {
    const onClose = vi.fn();
    render(
      <Dialog open onClose={onClose}>
        只有文字
      </Dialog>,
    );
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  test('server text is rendered as text', () => {
    render(
      <Dialog open title="标题">
        {'<b>粗体</b>'}
      </Dialog>,
    );
    expect(screen.getByRole('dialog').querySelector('b')).toBeNull();
  });

  test('server-safe: renders nothing on the server', () => {
    expect(
      renderToString(
        <Dialog open title="标题">
          文字
        </Dialog>,
      ),
    ).toBe('');
  });
});
