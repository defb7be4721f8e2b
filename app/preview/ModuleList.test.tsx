// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { describe, expect, test, vi } from 'vitest';
import { ModuleList, ROWS_AT_A_TIME } from './ModuleList.tsx';
import { readSource, type ModuleRow } from './read-source.ts';

function modulesOf(file: string): ModuleRow[] {
  const reading = readSource(readFileSync(file, 'utf8'));
  if (reading.status !== 'page') throw new Error(`${file} did not read`);
  return reading.modules;
}
const PAGE_1003 = modulesOf('fixtures/pages/1003.json');

const statuses = () =>
  [...document.querySelectorAll('[data-module-row]')].map(
    (row) => `${row.getAttribute('data-module-row')} ${row.getAttribute('data-status')}`,
  );

describe('ModuleList', () => {
  test('page 1003: each module with id, name, type and whether it renders; the dropped ones with their problem', () => {
    render(<ModuleList modules={PAGE_1003} rendered={6} onReveal={vi.fn()} />);
    expect(statuses()).toEqual(['1 ok', '2 dropped', '3 dropped', '4 ok', '5 dropped', '6 ok']);
    expect(screen.getByText('共 6 个，3 个未展示')).toBeTruthy();
    const five = document.querySelector('[data-module-row="5"]') as HTMLElement;
    expect(within(five).getByText('错误类型')).toBeTruthy();
    expect(within(five).getByText('ID 5 · 类型 5 项目')).toBeTruthy();
    expect(
      within(five).getByText(
        '配置不符合项目模块的结构：list 应为数组（列表），实际是文本 "not-an-array"',
      ),
    ).toBeTruthy();
    expect(within(five).getByText('#/properties/list/type')).toBeTruthy();
  });

  test('modules the frame has not rendered yet say so', () => {
    render(<ModuleList modules={PAGE_1003} rendered={3} onReveal={vi.fn()} />);
    expect(statuses()).toEqual([
      '1 ok',
      '2 dropped',
      '3 dropped',
      '4 waiting',
      '5 dropped',
      '6 waiting',
    ]);
  });

  test('only the dropped ones, on request; a tap shows the module in the phone', () => {
    const onReveal = vi.fn();
    render(<ModuleList modules={PAGE_1003} rendered={6} onReveal={onReveal} />);
    fireEvent.click(screen.getByLabelText('只看未展示的'));
    expect(statuses()).toEqual(['2 dropped', '3 dropped', '5 dropped']);
    fireEvent.click(
      within(document.querySelector('[data-module-row="3"]') as HTMLElement).getByRole('button'),
    );
    expect(onReveal).toHaveBeenCalledWith('3');
  });

  test(`thousands of modules are listed ${ROWS_AT_A_TIME} at a time`, () => {
    const [first] = PAGE_1003;
    if (!first) throw new Error('no module');
    const many = Array.from({ length: ROWS_AT_A_TIME + 30 }, (_, index) => ({
      ...first,
      index,
      moduleId: String(index),
    }));
    render(<ModuleList modules={many} rendered={0} onReveal={vi.fn()} />);
    expect(statuses()).toHaveLength(ROWS_AT_A_TIME);
    fireEvent.click(screen.getByText('再显示 30 个（还有 30 个）'));
    expect(statuses()).toHaveLength(ROWS_AT_A_TIME + 30);
  });

  test('a page without modules says so', () => {
    render(<ModuleList modules={[]} rendered={0} onReveal={vi.fn()} />);
    expect(screen.getByText('这个页面没有模块')).toBeTruthy();
  });
});
