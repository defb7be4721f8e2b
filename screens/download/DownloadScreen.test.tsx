// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { AppOpening } from '../../actions/app-opening.ts';
import type { Intent } from '../../actions/intent.ts';
import { ActionProvider } from '../../actions/use-action.tsx';
import { AppOpeningProvider } from '../../actions/use-app-opening.tsx';
import { readQuery } from '../../lib/query.ts';
import { ScreenBody } from '../shared/ScreenBody.tsx';
import { downloadScreen } from './download.ts';

const VALUE = { scheme: 'bosscloud://', downloadUrl: '/__dev/app-download?utm_source=ad' };

function renderDownload(opening: AppOpening, load = () => Promise.resolve(VALUE)) {
  const intents: Intent[] = [];
  render(
    <ActionProvider dispatch={(intent) => void intents.push(intent)}>
      <AppOpeningProvider opening={opening}>
        <ScreenBody
          screen={downloadScreen}
          load={load}
          initial={{ status: 'ready', value: VALUE }}
          query={readQuery('utm_source=ad')}
          search="utm_source=ad"
        />
      </AppOpeningProvider>
    </ActionProvider>,
  );
  return intents;
}

describe('the download page', () => {
  test('loading (a static host): the page’s shape, announced as busy', () => {
    render(
      <ScreenBody
        screen={downloadScreen}
        load={() => new Promise<typeof VALUE>(() => undefined)}
        query={readQuery('')}
        search=""
      />,
    );
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
  });

  test('the loader reads the app’s scheme and writes the download address with utm_source carried, making no call', async () => {
    expect(await downloadScreen.load({} as never, readQuery('utm_source=ad%201'))).toEqual({
      scheme: 'bosscloud://',
      downloadUrl: '/__dev/app-download?utm_source=ad+1',
    });
  });

  test('a browser: tries to wake the app once it shows; 打开 App tries again; 下载 App links to the address', () => {
    const intents = renderDownload('launch');
    expect(intents).toEqual([{ kind: 'openApp', ...VALUE }]);
    expect(screen.getByText(/如未打开/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '打开 App' }));
    expect(intents).toEqual([
      { kind: 'openApp', ...VALUE },
      { kind: 'openApp', ...VALUE },
    ]);
    expect(screen.getByRole('link', { name: '下载 App' }).getAttribute('href')).toBe(
      VALUE.downloadUrl,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('WeChat: the overlay says 右上角 ··· → 在浏览器打开; 知道了 closes it, 打开 App and 下载 App show it again', () => {
    const intents = renderDownload('openInBrowser');
    const dialog = screen.getByRole('dialog', { name: '请在浏览器中打开' });
    expect(dialog.textContent).toContain('点击右上角 ···');
    expect(dialog.textContent).toContain('选择「在浏览器打开」');
    fireEvent.click(screen.getByRole('button', { name: '知道了' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '打开 App' }));
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '知道了' }));
    const download = screen.getByRole('link', { name: '下载 App' });
    expect(fireEvent.click(download)).toBe(false);
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(intents).toEqual([]);
  });

  test('in the app: nothing to open or download', () => {
    const intents = renderDownload('inApp');
    expect(screen.getByText('您正在天九老板云 App 中浏览')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '打开 App' })).toBeNull();
    expect(intents).toEqual([]);
  });

  test('in the mini-program: no browser overlay (its menu has none), the store instead, nothing tried', () => {
    const intents = renderDownload('fromStore');
    expect(screen.getByText('请在手机应用商店搜索“天九老板云”下载 App')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: '打开 App' })).toBeNull();
    expect(intents).toEqual([]);
  });

  test('the legal pages are a tap away', () => {
    renderDownload('launch');
    expect(screen.getByRole('link', { name: '用户协议' }).getAttribute('href')).toBe(
      'user-agreement.html',
    );
    expect(screen.getByRole('link', { name: '隐私政策' }).getAttribute('href')).toBe(
      'privacy-policy.html',
    );
  });
});
