// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import type { ScreenDefinition, ScreenProps } from '../screens/shared/screen.ts';
import { fakeApiCall } from '../api/test-call.ts';
import { readQuery } from '../lib/query.ts';
import { createFakePlatform } from '../platform/fake-platform.ts';
import { ScreenApp } from './ScreenApp.tsx';
import { serverServices } from './server-services.ts';
import type { Services } from './services.ts';

/** A screen with a side block that may have come without its data. */
interface Value {
  title: string;
  side: string | null;
}

function Body({ value }: ScreenProps<Value>) {
  return (
    <main>
      <h1>{value.title}</h1>
      <p>{value.side ?? '评论加载失败'}</p>
    </main>
  );
}

function testScreen(load: ScreenDefinition<Value>['load']): ScreenDefinition<Value> {
  return {
    name: 'test',
    html: 'test.html',
    params: [],
    load,
    title: (value) => value.title,
    pageView: (value) => ({ title: value.title }),
    Screen: Body,
  };
}

const PARTIAL: Value = { title: '智慧社区新零售', side: null };
const WHOLE: Value = { title: '智慧社区新零售', side: '23 条评论' };

function renderApp(load: ScreenDefinition<Value>['load'], partial: boolean) {
  // The server's inert services with a recording platform: nothing loads the browser's platform.
  const platform = createFakePlatform();
  const api = {
    call: fakeApiCall(() => ({ code: 404, data: null, message: '' })),
    setSessionRecovery: vi.fn(),
  };
  const services: Services = {
    ...serverServices(api),
    platform: { ...platform, load: () => Promise.resolve(platform) },
    query: readQuery(''),
    visit: { page: {} },
    hasToken: () => false,
  };
  const pageView = vi.spyOn(platform.analytics, 'pageView');
  render(
    <ScreenApp
      screen={testScreen(load)}
      services={services}
      rendered={{
        host: 'browser',
        data: { outcome: { status: 'ready', value: PARTIAL } },
        ...(partial ? { partial } : {}),
      }}
    />,
  );
  return { pageView };
}

describe('a screen the server rendered without one of its blocks', () => {
  test('is loaded once more after hydration and shown whole, with one page view', async () => {
    let answer: (value: Value) => void = () => undefined;
    const load = vi.fn(() => new Promise<Value>((done) => (answer = done)));
    const { pageView } = renderApp(load, true);
    // What the server rendered stays while the page is asked again.
    expect(screen.getByText('评论加载失败')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    act(() => answer(WHOLE));
    expect(await screen.findByText('23 条评论')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: '智慧社区新零售' })).toBeTruthy();
    await waitFor(() => expect(pageView).toHaveBeenCalledTimes(1));
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('keeps what it shows when that load fails too', async () => {
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    renderApp(load, true);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await act(() => Promise.resolve());
    expect(screen.getByText('评论加载失败')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: '智慧社区新零售' })).toBeTruthy();
  });

  test('a whole page is not asked for again', async () => {
    const load = vi.fn(() => Promise.resolve(WHOLE));
    const { pageView } = renderApp(load, false);
    await waitFor(() => expect(pageView).toHaveBeenCalledTimes(1));
    expect(load).not.toHaveBeenCalled();
  });
});
