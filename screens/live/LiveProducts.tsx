import { lazy, Suspense } from 'react';
import type { Product } from '../../schemas/index.ts';
import { Skeleton } from '../../ui/Skeleton.tsx';
import '../../registry/goods/Goods.css';

// The goods module's own chunk: its card (price, tags, 立即购买 through the action engine, sold out)
// comes with it, so the room page carries no second copy.
const ProductCard = lazy(() =>
  import('../../registry/goods/index.ts').then((chunk) => ({ default: chunk.ProductCard })),
);

/** The manifest source of the product card, preloaded by the page server when the room sells any. */
export const PRODUCT_CARD_SOURCE = 'registry/goods/index.ts';

/** The room's products as the goods module shows them; a tap opens the product (goodsTap). */
export function LiveProducts({ products }: { products: Product[] }) {
  if (products.length === 0) return null;
  return (
    <section className="bc-live-room__section" aria-labelledby="bc-live-room-products">
      <h2 className="bc-live-room__heading" id="bc-live-room-products">
        直播商品
      </h2>
      <ul className="bc-goods__list">
        <Suspense fallback={<Skeleton lines={3} />}>
          {products.map((product, index) => (
            <ProductCard key={`${index}:${product.productId}`} product={product} />
          ))}
        </Suspense>
      </ul>
    </section>
  );
}
