// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { StatusView } from './StatusView.tsx';

describe('StatusView', () => {
  test.each([
    ['loading', 'status', '加载中…'],
    ['empty', 'status', '暂无内容'],
    ['error', 'alert', '加载失败'],
  ] as const)('%s shows its default text in a %s region', (kind, role, text) => {
    render(<StatusView kind={kind} />);
    expect(screen.getByRole(role).textContent).toContain(text);
  });

  test('error with onRetry shows 重试 and calls it', () => {
    const retry = vi.fn();
    render(<StatusView kind="error" message="网络不给力" onRetry={retry} />);
    expect(screen.getByText('网络不给力')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  test('no retry button without onRetry or outside the error state', () => {
    const { rerender } = render(<StatusView kind="error" />);
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<StatusView kind="empty" onRetry={() => undefined} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
