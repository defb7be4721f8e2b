import { describe, expect, test } from 'vitest';
import { DEFAULT_PAY_PATH, payUrl } from './pay-url.ts';

describe('payUrl', () => {
  test.each([
    ['a path under the site', '/vip/order', 'https://pay.example/vip/order?skuId=1'],
    ['no path: the default', undefined, `https://pay.example${DEFAULT_PAY_PATH}?skuId=1`],
    [
      'another host is refused',
      '//evil.example/x',
      `https://pay.example${DEFAULT_PAY_PATH}?skuId=1`,
    ],
    [
      'a scheme is refused',
      'javascript:alert(1)',
      `https://pay.example${DEFAULT_PAY_PATH}?skuId=1`,
    ],
    [
      'a full address is refused',
      'https://evil.example/',
      `https://pay.example${DEFAULT_PAY_PATH}?skuId=1`,
    ],
    ['a backslash is refused', '/\\evil.example', `https://pay.example${DEFAULT_PAY_PATH}?skuId=1`],
  ])('%s', (_name, payPath, expected) => {
    expect(payUrl('https://pay.example/', payPath, { skuId: '1' })).toBe(expected);
  });

  test('a relative payment site (the local one) keeps its path', () => {
    expect(payUrl('/pay', '/vip/pay', { vipKey: 'supremeVip', skuId: '11' })).toBe(
      '/pay/vip/pay?vipKey=supremeVip&skuId=11',
    );
  });
});
