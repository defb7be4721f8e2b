// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { EDITABLE_LIMIT, SourcePanel, type SourcePanelProps } from './SourcePanel.tsx';

function panel(props: Partial<SourcePanelProps> = {}) {
  const handlers = { onEdit: vi.fn(), onReplace: vi.fn() };
  render(
    <SourcePanel
      source={{ text: '', large: false }}
      pageId={undefined}
      keep={{ width: '390', host: 'app' }}
      openFailure={undefined}
      form={undefined}
      problem={undefined}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

const editor = () => screen.getByLabelText('页面 JSON 编辑框') as HTMLTextAreaElement;

describe('SourcePanel', () => {
  test('opening a page by id is a plain form that keeps width, host and login', () => {
    panel({ pageId: '1001' });
    const form = document.querySelector('form.bc-preview-open') as HTMLFormElement;
    expect(form.method).toBe('get');
    expect(form.getAttribute('action')).toBe('/preview.html');
    expect(Object.fromEntries(new FormData(form))).toEqual({
      pageId: '1001',
      width: '390',
      host: 'app',
    });
  });

  test('typing edits the text; a small paste goes in as usual', () => {
    const { onEdit, onReplace } = panel();
    fireEvent.change(editor(), { target: { value: '{"a":1}' } });
    expect(onEdit).toHaveBeenCalledWith('{"a":1}');
    const small = fireEvent.paste(editor(), { clipboardData: { getData: () => '{"b":2}' } });
    expect(small).toBe(true);
    expect(onReplace).not.toHaveBeenCalled();
  });

  test(`a paste over ${EDITABLE_LIMIT / 1024} kB never goes into the editor: it replaces the source, held aside`, () => {
    const big = `[${'0,'.repeat(EDITABLE_LIMIT)}0]`;
    const { onReplace } = panel();
    const inserted = fireEvent.paste(editor(), { clipboardData: { getData: () => big } });
    expect(inserted).toBe(false);
    expect(onReplace).toHaveBeenCalledWith(big);
  });

  test('a large source is shown by its size, with a way back to the editor', () => {
    const { onReplace } = panel({ source: { text: 'x'.repeat(5 * 1024 * 1024), large: true } });
    expect(screen.queryByLabelText('页面 JSON 编辑框')).toBeNull();
    expect(screen.getByText(/已载入 5\.0 MB 的内容/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '清除，回到编辑框' }));
    expect(onReplace).toHaveBeenCalledWith('');
  });

  test('a dropped file replaces the source', async () => {
    const { onReplace } = panel();
    const file = new File(['{"moduleSubs":[]}'], 'page.json', { type: 'application/json' });
    fireEvent.drop(document.querySelector('.bc-preview-source') as Element, {
      dataTransfer: { files: [file], getData: () => '' },
    });
    await waitFor(() => expect(onReplace).toHaveBeenCalledWith('{"moduleSubs":[]}'));
  });

  test('a problem with the whole text says where, and puts the caret there', () => {
    const text = '{\n  "a": 1,\n}';
    panel({
      source: { text, large: false },
      problem: {
        message: '不是合法的 JSON：第 3 行第 1 列，最后一个属性后面多了逗号',
        line: 3,
        column: 1,
        offset: 12,
      },
    });
    expect(screen.getByRole('alert').textContent).toContain('第 3 行第 1 列');
    fireEvent.click(screen.getByRole('button', { name: '定位到出错处' }));
    expect(document.activeElement).toBe(editor());
    expect(editor().selectionStart).toBe(12);
  });

  test('says which form it read the text as, and why the gateway gave no page', () => {
    panel({ form: 'answer', pageId: '404404', openFailure: '页面不存在' });
    expect(screen.getByText('读作：page/v2/find 的完整回答')).toBeTruthy();
    expect(screen.getByText('页面 404404 打不开：页面不存在')).toBeTruthy();
  });
});
