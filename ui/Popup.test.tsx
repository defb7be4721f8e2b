// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { Popup } from './Popup.tsx';

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
});
