// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ToastHost } from './ToastHost.tsx';
import { hideToast, showToast, toastStore, toastType } from './toast.ts';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  hideToast();
  vi.useRealTimers();
});

describe('toast types', () => {
  test.each([
    ['info', 'info'],
    ['success', 'success'],
    ['warning', 'warning'],
    ['error', 'error'],
    ['custom', 'custom'],
    ['loading', 'info'],
    ['ERROR', 'info'],
    ['', 'info'],
    [undefined, 'info'],
  ])(
    'R5.14 toast accepts only info, success, warning, error, custom: %s → %s',
    (type, expected) => {
      expect(toastType(type)).toBe(expected);
      showToast('消息', type === undefined ? {} : { type });
      expect(toastStore.getState().toast?.type).toBe(expected);
    },
  );
});

describe('ToastHost', () => {
  test('R9.12 toast 2000 ms with 300 ms fade', () => {
    render(<ToastHost />);
    act(() => {
      showToast('保存成功', { type: 'success' });
    });
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('保存成功');
    expect(status.getAttribute('aria-live')).toBe('polite');

    act(() => vi.advanceTimersByTime(1999));
    expect(status.querySelector('.bc-toast--leaving')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(status.querySelector('.bc-toast--leaving')?.textContent).toBe('保存成功');
    act(() => vi.advanceTimersByTime(299));
    expect(status.textContent).toBe('保存成功');
    act(() => vi.advanceTimersByTime(1));
    expect(status.textContent).toBe('');
  });

  test('R5.08 R9.12 agreement toast 3 s: a longer duration is honoured', () => {
    render(<ToastHost />);
    act(() => {
      showToast('请先同意《天九老板云用户协议》与《隐私政策》', { duration: 3000 });
    });
    act(() => vi.advanceTimersByTime(2999));
    expect(document.querySelector('.bc-toast--leaving')).toBeNull();
    act(() => vi.advanceTimersByTime(301));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  test('a new toast replaces the old one and restarts the clock', () => {
    render(<ToastHost />);
    act(() => {
      showToast('第一条');
    });
    act(() => vi.advanceTimersByTime(1500));
    act(() => {
      showToast('第二条', { type: 'error' });
    });
    act(() => vi.advanceTimersByTime(1500));
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('第二条');
    expect(status.querySelector('.bc-toast--error')).not.toBeNull();
    act(() => vi.advanceTimersByTime(800));
    expect(status.textContent).toBe('');
  });

  test('a blank message shows nothing and leaves the current toast alone', () => {
    render(<ToastHost />);
    act(() => {
      showToast('已保存');
      showToast('   ');
    });
    expect(screen.getByRole('status').textContent).toBe('已保存');
  });

  test('server message is rendered as text, never as markup', () => {
    render(<ToastHost />);
    act(() => {
      showToast('<img src=x onerror=alert(1)>失败');
    });
    expect(document.querySelector('.bc-toast img')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('<img src=x onerror=alert(1)>失败');
  });
});
