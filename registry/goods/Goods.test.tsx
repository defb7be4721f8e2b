// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { ActionProvider } from '../../actions/use-action.tsx';
import type { Product } from '../../schemas/index.ts';
import type { PageModule } from '../module-props.ts';
import { Goods } from './Goods.tsx';
import { formatPrice } from './price.ts';

const member: Product = {
  productId: '7001',
  platformId: '2',
  productName: '老板云年度会员',
  productDescription: '全年项目对接与峰会席位',
  productPrice: '2980',
  productMarketPrice: '5980.5',
  isShowMarketPrice: 1,
  productStatus: 1,
  marketTag: ['限时特惠', '赠峰会门票'],
};
const ticket: Product = {
  productId: '7002',
  productName: '峰会门票',
  productPrice: '999.00',
  productMarketPrice: '1999',
  isShowMarketPrice: 0,
  productStatus: 2,
};

function goods(products: Product[], title = '会员好物'): PageModule<'goods'> {
  return { kind: 'goods', id: '10', name: '好物', type: 9, data: { title, products } };
}

function renderWith(module: PageModule<'goods'>) {
  const dispatch = vi.fn();
  render(
    <ActionProvider dispatch={dispatch}>
      <Goods module={module} />
    </ActionProvider>,
  );
  return dispatch;
}

describe('formatPrice', () => {
  test.each([
    ['2980', '2980.00'],
    ['2980.5', '2980.50'],
    ['0', '0.00'],
    ['19.999', '20.00'],
    ['', undefined],
    ['面议', undefined],
    [undefined, undefined],
  ])('%s → %s', (price, shown) => {
    expect(formatPrice(price)).toBe(shown);
  });
});

describe('Goods', () => {
  test('renders the heading, names, descriptions, tags and prices with ¥ and 2 decimals', () => {
    const { container } = render(<Goods module={goods([member, ticket])} />);
    expect(screen.getByRole('heading', { level: 2, name: '会员好物' })).toBeTruthy();
    expect(screen.getByText('老板云年度会员')).toBeTruthy();
    expect(screen.getByText('全年项目对接与峰会席位')).toBeTruthy();
    expect(screen.getByText('限时特惠')).toBeTruthy();
    expect(screen.getByText('赠峰会门票')).toBeTruthy();
    const prices = [...container.querySelectorAll('.bc-goods__price')].map(
      (price) => price.textContent,
    );
    expect(prices).toEqual(['¥2980.00', '¥999.00']);
  });

  test('the market price is struck through only when isShowMarketPrice is 1', () => {
    const { container } = render(<Goods module={goods([member, ticket])} />);
    const struck = [...container.querySelectorAll('s')].map((element) => element.textContent);
    expect(struck).toEqual(['原价¥5980.50']);
  });

  test('R4.01 status 1 shows 立即购买 and a tap dispatches goodsTap with the product', () => {
    const dispatch = renderWith(goods([member]));
    fireEvent.click(screen.getByRole('button', { name: '立即购买' }));
    expect(dispatch).toHaveBeenCalledWith({ kind: 'goodsTap', product: member });
  });

  test('R4.01 status 2 shows 已售罄, disabled and not tappable', () => {
    const dispatch = renderWith(goods([ticket]));
    const button = screen.getByRole<HTMLButtonElement>('button', { name: '已售罄' });
    expect(button.disabled).toBe(true);
    fireEvent.click(button);
    expect(dispatch).not.toHaveBeenCalled();
    expect(screen.queryByText('立即购买')).toBeNull();
  });

  test('server text is rendered as text, never as markup', () => {
    const { container } = render(
      <Goods module={goods([{ productId: '1', productName: '<img src=x onerror=alert(1)>' }])} />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
  });

  test('an empty product list says so', () => {
    render(<Goods module={goods([])} />);
    expect(screen.getByText('暂无商品')).toBeTruthy();
  });
});
