import { renderToString } from 'react-dom/server';
import { expect, test } from 'vitest';
import { Goods } from './Goods.tsx';

test('renders on the server without touching window', () => {
  expect(typeof window).toBe('undefined');
  const products = [
    { productId: '1', productName: '年度会员', productPrice: '2980', productStatus: 1 },
    { productId: '2', productName: '门票', productStatus: 2 },
  ];
  const html = renderToString(
    <Goods
      module={{
        kind: 'goods',
        id: '9',
        name: '好物',
        type: 9,
        data: { title: '会员好物', products },
      }}
    />,
  );
  expect(html).toContain('data-module-type="9"');
  expect(html).toContain('立即购买');
  expect(html).toContain('已售罄');
});
