// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { TraceList, type TraceItem } from './TraceList.tsx';

const TAP: TraceItem = {
  id: 1,
  label: '点击图片（模块 2）',
  where: 'App · 未登录',
  effects: [
    { type: 'login' },
    {
      type: 'commitStayConsult',
      payload: { source: 1, type: 2, activeId: '88', extendField: '{"pageId":"1001"}' },
    },
    { type: 'appOpenMiniProgram', path: '/pages/a/a', envVersion: 'trial' },
  ],
};

describe('TraceList', () => {
  test('lists each effect of a tap in order, with where it leads and its fields', () => {
    render(<TraceList items={[TAP]} onClear={vi.fn()} />);
    const steps = [...document.querySelectorAll('[data-effect-type]')].map((step) =>
      step.getAttribute('data-effect-type'),
    );
    expect(steps).toEqual(['login', 'commitStayConsult', 'appOpenMiniProgram']);
    expect(screen.getByText('先登录')).toBeTruthy();
    expect(screen.getByText('newStayConsult/newCommitActivityStayConsult')).toBeTruthy();
    expect(screen.getByText('/pages/a/a')).toBeTruthy();
    expect(screen.getByText('App · 未登录')).toBeTruthy();
    expect(
      JSON.parse(
        document.querySelector('[data-effect-type="login"]')?.getAttribute('data-effect') ?? '',
      ),
    ).toEqual({ type: 'login' });
  });

  test('a picture without a jump does nothing, and says so', () => {
    render(<TraceList items={[{ ...TAP, effects: [] }]} onClear={vi.fn()} />);
    expect(screen.getByText('什么也不做（这张图没有设置跳转）')).toBeTruthy();
  });

  test('empty until a tap; 清空 clears', () => {
    const onClear = vi.fn();
    const { rerender } = render(<TraceList items={[]} onClear={onClear} />);
    expect(screen.getByText('还没有点击')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '清空' })).toBeNull();
    rerender(<TraceList items={[TAP]} onClear={onClear} />);
    fireEvent.click(screen.getByRole('button', { name: '清空' }));
    expect(onClear).toHaveBeenCalled();
  });
});
