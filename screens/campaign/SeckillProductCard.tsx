import type { SeckillProduct } from '../../schemas/seckill.ts';
import { picture } from '../../ui/Picture.tsx';

/** The seckill's product: picture, name, the seckill price beside the usual one, the stock left. */
export function SeckillProductCard({ product }: { product: SeckillProduct }) {
  const stock = product.stock ?? 0;
  return (
    <div className="bc-seckill">
      {picture({
        className: 'bc-seckill__picture',
        src: product.productImg ?? '',
        alt: '',
        ratio: 1,
      })}
      <div className="bc-seckill__info">
        <h2 className="bc-seckill__name">{product.productName}</h2>
        <p className="bc-seckill__prices">
          <span className="bc-seckill__label">秒杀价</span>
          <strong className="bc-seckill__price">¥{product.seckillPrice}</strong>
          {product.price ? <del className="bc-seckill__was">¥{product.price}</del> : null}
        </p>
        <p className="bc-seckill__stock">
          {stock > 0 ? `仅剩 ${stock} 件` : '已抢光'} · 每人限购 1 件
        </p>
      </div>
    </div>
  );
}
