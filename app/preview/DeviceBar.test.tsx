// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { DeviceBar } from './DeviceBar.tsx';
import type { PreviewSettings } from './preview-settings.ts';

const SETTINGS: PreviewSettings = { pageId: '1001', width: 375, host: 'browser', loggedIn: false };

describe('DeviceBar', () => {
  test.each([
    ['a width', () => fireEvent.click(screen.getByLabelText('414')), { width: 414 }],
    [
      'a host',
      () => fireEvent.click(screen.getByLabelText('小程序 web-view')),
      { host: 'miniProgram' },
    ],
    ['logged in', () => fireEvent.click(screen.getByLabelText('已登录')), { loggedIn: true }],
  ] as const)('choosing %s changes only that', (_case, choose, changed) => {
    const onChange = vi.fn();
    render(<DeviceBar settings={SETTINGS} onChange={onChange} link="x" copy={vi.fn()} />);
    choose();
    expect(onChange).toHaveBeenCalledWith({ ...SETTINGS, ...changed });
  });

  test('offers the five widths and the four hosts, the current ones chosen', () => {
    render(<DeviceBar settings={SETTINGS} onChange={vi.fn()} link="x" copy={vi.fn()} />);
    const widths = screen
      .getAllByRole('radio')
      .filter((radio) => radio.getAttribute('name') === 'bc-preview-width');
    expect(widths.map((radio) => (radio as HTMLInputElement).value)).toEqual([
      '320',
      '375',
      '390',
      '414',
      '430',
    ]);
    expect((screen.getByLabelText('375') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('普通浏览器') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByLabelText('App')).toBeTruthy();
    expect(screen.getByLabelText('微信浏览器')).toBeTruthy();
  });

  test('copies the link, and says when the browser refused', async () => {
    const copy = vi.fn().mockResolvedValueOnce(true).mockResolvedValueOnce(false);
    render(
      <DeviceBar
        settings={SETTINGS}
        onChange={vi.fn()}
        link="https://x.invalid/preview.html?pageId=1001"
        copy={copy}
      />,
    );
    expect((screen.getByLabelText('分享链接') as HTMLInputElement).value).toBe(
      'https://x.invalid/preview.html?pageId=1001',
    );
    fireEvent.click(screen.getByRole('button', { name: '复制' }));
    await waitFor(() => expect(screen.getByText('已复制')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: '复制' }));
    await waitFor(() => expect(screen.getByText('浏览器不让复制，请手动选中复制')).toBeTruthy());
    expect(copy).toHaveBeenCalledWith('https://x.invalid/preview.html?pageId=1001');
  });
});
