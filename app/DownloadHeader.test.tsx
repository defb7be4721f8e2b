// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { HOSTS } from '../platform/host.ts';
import { DownloadHeader, downloadHref, showsDownloadHeader } from './DownloadHeader.tsx';

describe('DownloadHeader', () => {
  test.each([
    ['app', false],
    ['miniProgram', false],
    ['wechatBrowser', true],
    ['browser', true],
  ] as const)('R6.06 the download header in %s shows: %s', (host, shows) => {
    expect(showsDownloadHeader(host)).toBe(shows);
    const { container } = render(<DownloadHeader host={host} />);
    expect(container.querySelector('[data-chrome="download-header"]') !== null).toBe(shows);
  });

  test('R6.06 every host is decided', () => {
    expect(HOSTS.filter(showsDownloadHeader)).toEqual(['wechatBrowser', 'browser']);
  });

  test('links to download.html carrying utm_source', () => {
    render(<DownloadHeader host="browser" appBase="/h5/" utmSource="a b&c" />);
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

  test('renders nothing on the server until the host is known', () => {
    expect(renderToString(<DownloadHeader host={undefined} />)).toBe('');
    expect(renderToString(<DownloadHeader host="browser" />)).toContain('天九老板云');
  });
});
