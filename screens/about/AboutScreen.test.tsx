// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import about from '../../fixtures/gateway/about.json';
import type { ApiClient } from '../../api/client.ts';
import { fakeApiCall } from '../../api/test-call.ts';
import { readQuery } from '../../lib/query.ts';
import type { Envelope } from '../../lib/wire.ts';
import { PageLoadError } from '../../runtime/page-load-error.ts';
import { ScreenBody } from '../shared/ScreenBody.tsx';
import { aboutScreen } from './about-screen.ts';
import { loadAbout, type AboutValue } from './load-about.ts';

function api(answer: () => Promise<Envelope>): ApiClient {
  return { call: fakeApiCall(() => answer()), setSessionRecovery: () => undefined };
}

function renderBody(load: () => Promise<AboutValue>) {
  return render(<ScreenBody screen={aboutScreen} load={load} query={readQuery('')} search="" />);
}

describe('the about page', () => {
  test('loads aboutTj/detail/v1 and shows its title and sanitized rich text', async () => {
    const value = await loadAbout(
      api(async () => ({
        code: 1,
        data: { ...about, content: `${about.content}<script>window.__pwned = 1</script>` },
        message: '',
      })),
      readQuery(''),
    );
    expect(value.content).not.toContain('<script');
    renderBody(() => Promise.resolve(value));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('关于天九共享');
    expect(screen.getByRole('heading', { name: '我们做什么' })).toBeTruthy();
  });

  test('without a title it is 关于天九; without text it says so', async () => {
    const value = await loadAbout(
      api(async () => ({ code: 1, data: {}, message: '' })),
      readQuery(''),
    );
    expect(value).toEqual({ title: '关于天九', content: '' });
    renderBody(() => Promise.resolve(value));
    expect(await screen.findByText('暂无介绍')).toBeTruthy();
  });

  test('loading shows the skeleton', () => {
    renderBody(() => new Promise(() => undefined));
    expect(screen.getByRole('status').textContent).toContain('页面加载中');
  });

  test('a failed load shows its sentence with 重试, which loads again', async () => {
    const load = vi
      .fn<() => Promise<AboutValue>>()
      .mockRejectedValueOnce(new PageLoadError('network', '网络不给力，请检查网络后重试'))
      .mockResolvedValueOnce({ title: '关于天九共享', content: '' as AboutValue['content'] });
    renderBody(load);
    expect((await screen.findByRole('alert')).textContent).toContain('网络不给力');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '重试' })));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('关于天九共享');
  });
});
