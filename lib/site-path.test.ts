import { describe, expect, it } from 'vitest';
import { onSitePath, sitePathParams, withSitePathParams, type SitePath } from './site-path.ts';

const PROJECT: SitePath[] = [{ path: '/project/:id', param: 'projectId' }];

describe('site paths (spec §2 mobile-site paths)', () => {
  it.each([
    ['/project/12', { projectId: '12' }],
    ['/project/12/', { projectId: '12' }],
    ['/project/%E4%B8%AD', { projectId: '中' }],
    ['/project/%E4', {}],
    ['/project', {}],
    ['/project/12/comments', {}],
    ['/unicorn-detail.html', {}],
  ])('%s reads %j', (pathname, expected) => {
    expect(sitePathParams(PROJECT, pathname)).toEqual(expected);
  });

  it('a path without a parameter carries none', () => {
    expect(sitePathParams([{ path: '/project' }], '/project')).toEqual({});
  });

  it("the path's parameter wins over the query's", () => {
    expect(withSitePathParams('projectId=1&utm_source=a', { projectId: '12' }).toString()).toBe(
      'projectId=12&utm_source=a',
    );
  });

  it.each([
    ['/project', true],
    ['/project/', true],
    ['/project/12', true],
    ['/news/12', false],
    ['/unicorn-detail.html', false],
    ['/unicorn-detail', false],
    ['/project/12/comments', false],
  ])('spec §7 osType MSite where given: %s is on the mobile site: %s', (pathname, expected) => {
    const paths: SitePath[] = [{ path: '/project' }, ...PROJECT];
    expect(onSitePath(paths, pathname)).toBe(expected);
  });

  it('a page with no site path is never on the mobile site', () => {
    expect(onSitePath(undefined, '/project')).toBe(false);
  });
});
