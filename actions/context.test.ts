import { describe, expect, test } from 'vitest';
import { createFakePlatform } from '../platform/fake-platform.ts';
import { contextSource } from './context.ts';

describe('contextSource', () => {
  test('takes each tap context from the platform, the page and the session at the time of the tap', async () => {
    const platform = createFakePlatform({
      host: 'wechatBrowser',
      search: 'pageId=1001&userid=7&gdt_vid=g',
      referrer: 'https://x.invalid/',
      attribution: { clickId: 'g', platform: 1 },
      channel: 'c1',
    });
    let loggedIn = false;
    const source = contextSource({
      platform,
      page: () => ({ pageId: '1001', activeId: '88' }),
      session: () => (loggedIn ? { loggedIn, userId: '7' } : { loggedIn }),
      appBase: '/h5/',
      miniProgramAppId: 'wxhost',
    });
    const before = await source();
    loggedIn = true;
    const after = await source();
    expect(before).toMatchObject({
      host: 'wechatBrowser',
      loggedIn: false,
      search: 'pageId=1001&userid=7&gdt_vid=g',
      hasReferrer: true,
      appBase: '/h5/',
      channel: 'c1',
      attribution: { clickId: 'g', platform: 1 },
    });
    expect(before.query).toMatchObject({ pageId: '1001', userId: '7', gdt_vid: 'g' });
    expect(before).not.toHaveProperty('userId');
    expect(after).toMatchObject({ loggedIn: true, userId: '7' });
  });
});
