// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { ENVIRONMENT_KINDS } from '../platform/environment.ts';
import { DownloadHeader, downloadHref, showsDownloadHeader } from './DownloadHeader.tsx';

describe('DownloadHeader', () => {
  test.each([
    ['app', false],
    ['miniProgram', false],
    ['wechatBrowser', true],
    ['browser', true],
  ] as const)('R6.06 the download header in %s shows: %s', (environment, shows) => {
    expect(showsDownloadHeader(environment)).toBe(shows);
    const { container } = render(<DownloadHeader environment={environment} />);
    expect(container.querySelector('[data-chrome="download-header"]') !== null).toBe(shows);
  });

  test('R6.06 every environment is decided', () => {
    expect(ENVIRONMENT_KINDS.filter(showsDownloadHeader)).toEqual(['wechatBrowser', 'browser']);
  });

  test('links to download.html carrying utm_source', () => {
    render(<DownloadHeader environment="browser" appBase="/h5/" utmSource="a b&c" />);
    expect(screen.getByRole('link', { name: '下载App' }).getAttribute('href')).toBe(
      '/h5/download.html?utm_source=a+b%26c',
    );
  });

  test.each([
    ['/', undefined, '/download.html'],
    ['/h5', 'u1', '/h5/download.html?utm_source=u1'],
  ])('download address under %s with utm_source %s', (base, utm, href) => {
    expect(downloadHref(base, utm)).toBe(href);
  });

  test('renders nothing on the server until the environment is known', () => {
    expect(renderToString(<DownloadHeader environment={undefined} />)).toBe('');
    expect(renderToString(<DownloadHeader environment="browser" />)).toContain('天九老板云');
  });
});
