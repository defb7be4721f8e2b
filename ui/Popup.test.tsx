// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { Popup } from './Popup.tsx';
import { SCROLL_RESTORE_MS } from './use-modal.ts';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('Popup', () => {
  test('a titled sheet closes from its 关闭 button, Esc and the backdrop', () => {
    const onClose = vi.fn();
    render(
      <Popup open onClose={onClose} title="选择行业">
        <button type="button">餐饮</button>
      </Popup>,
    );
    expect(screen.getByRole('dialog', { name: '选择行业' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.click(document.querySelector('.bc-popup__mask') as Element);
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  test('the backdrop can be made inert', () => {
    const onClose = vi.fn();
    render(<Popup open onClose={onClose} label="分享" closeOnBackdrop={false} />);
    expect(screen.getByRole('dialog', { name: '分享' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '关闭' })).toBeNull();
    fireEvent.click(document.querySelector('.bc-popup__mask') as Element);
    expect(onClose).not.toHaveBeenCalled();
  });

  test('stays mounted while sliding out, then leaves', () => {
    const { rerender } = render(<Popup open onClose={() => undefined} title="标题" />);
    rerender(<Popup open={false} onClose={() => undefined} title="标题" />);
    expect(document.querySelector('.bc-popup--leaving')).not.toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('R9.12 the scroll position is restored 100 ms after a popup closes', () => {
    Object.defineProperty(window, 'scrollY', { value: 640, configurable: true });
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const view = render(
      <Popup open onClose={() => undefined} title="登录">
        <input aria-label="手机号" />
      </Popup>,
    );
    act(() => vi.advanceTimersByTime(50));
    expect(document.body.style.overflow).toBe('hidden');
    view.rerender(
      <Popup open={false} onClose={() => undefined} title="登录">
        <input aria-label="手机号" />
      </Popup>,
    );
    act(() => vi.advanceTimersByTime(SCROLL_RESTORE_MS - 1));
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(scrollTo).toHaveBeenCalledWith(0, 640);
    expect(SCROLL_RESTORE_MS).toBe(100);
  });
});
