// @vitest-environment jsdom
import { describe, expect, test, vi } from 'vitest';
import { readQuery } from '../lib/query.ts';
import { createFakePlatform } from '../platform/fake-platform.ts';
import type { ScreenDefinition } from '../screens/shared/screen.ts';
import { screenLoaded } from './screen-loaded.ts';

function screenOf(pageView?: ScreenDefinition<{ id: string }>['pageView']) {
  return {
    name: 'test',
    html: 'test.html',
    params: ['id'],
    load: () => Promise.resolve({ id: '7' }),
    title: ({ id }: { id: string }) => `项目 ${id}`,
    Screen: () => null,
    ...(pageView ? { pageView } : {}),
  } satisfies ScreenDefinition<{ id: string }>;
}

function loadedWith(screen: ScreenDefinition<{ id: string }>) {
  const platform = createFakePlatform({ search: 'id=7' });
  const services = {
    platform: { ...platform, load: () => Promise.resolve(platform) },
    visit: { page: {} },
    dispatch: vi.fn(),
    query: readQuery('id=7'),
  };
  screenLoaded(services, screen, { id: '7' });
  return platform.analytics.pages;
}

describe('a screen once shown', () => {
  test('sends its page view with its analytics fields', () => {
    expect(loadedWith(screenOf(({ id }) => ({ project_id: id })))).toEqual([{ project_id: '7' }]);
    expect(document.title).toBe('项目 7');
  });

  test('a screen without analytics fields sends its page view bare (the real-user metrics wait for it)', () => {
    expect(loadedWith(screenOf())).toEqual([{}]);
  });
});
