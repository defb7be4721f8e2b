import { frameProps } from '../module-frame.tsx';
import type { ModuleProps } from '../module-props.ts';
import { ProductCard } from './ProductCard.tsx';
import './Goods.css';

/** Module type 9: a heading and the products that come beside the config (productInfoDto). */
export function Goods({ module }: ModuleProps<'goods'>) {
  const { title, products } = module.data;
  return (
    <section {...frameProps(module, 'bc-goods')}>
      {title && <h2 className="bc-goods__title">{title}</h2>}
      {products.length > 0 ? (
        <ul className="bc-goods__list">
          {products.map((product, index) => (
            <ProductCard product={product} key={`${index}:${product.productId}`} />
          ))}
        </ul>
      ) : (
        <p className="bc-goods__empty">暂无商品</p>
      )}
    </section>
  );
}
