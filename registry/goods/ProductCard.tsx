import { useAction } from '../../actions/use-action.tsx';
import { codeIn } from '../../lib/code-table.ts';
import { PRODUCT_STATUS } from '../../lib/product-status.ts';
import type { Product } from '../../schemas/index.ts';
import { formatPrice } from './price.ts';

/** R4.01: on sale can be bought; sold out (or any other status the CMS may add) cannot. Absent is treated as on sale. */
function canBuy(product: Product): boolean {
  const status = codeIn(PRODUCT_STATUS, product.productStatus ?? PRODUCT_STATUS.canBuy);
  switch (status) {
    case PRODUCT_STATUS.canBuy:
      return true;
    case PRODUCT_STATUS.soldOut:
    case undefined:
      return false;
    default:
      return status satisfies never;
  }
}

/** One product: name, description, tags, price (and struck market price) and the buy button. */
export function ProductCard({ product }: { product: Product }) {
  const dispatch = useAction();
  const price = formatPrice(product.productPrice);
  const marketPrice =
    product.isShowMarketPrice === 1 ? formatPrice(product.productMarketPrice) : undefined;
  const tags = product.marketTag?.filter((tag) => tag.trim() !== '') ?? [];
  const onSale = canBuy(product);

  return (
    <li className={onSale ? 'bc-goods__card' : 'bc-goods__card bc-goods__card--sold-out'}>
      <h3 className="bc-goods__name bc-clamp">{product.productName}</h3>
      {product.productDescription && (
        <p className="bc-goods__description bc-clamp">{product.productDescription}</p>
      )}
      {tags.length > 0 && (
        <ul className="bc-goods__tags">
          {tags.map((tag, index) => (
            <li className="bc-goods__tag" key={`${index}:${tag}`}>
              {tag}
            </li>
          ))}
        </ul>
      )}
      <div className="bc-goods__footer">
        <p className="bc-goods__prices">
          {price !== undefined && (
            <span className="bc-goods__price">
              <span className="bc-goods__currency">¥</span>
              {price}
            </span>
          )}
          {marketPrice !== undefined && (
            <s className="bc-goods__market-price">
              <span className="bc-visually-hidden">原价</span>¥{marketPrice}
            </s>
          )}
        </p>
        {onSale ? (
          <button
            type="button"
            className="bc-goods__buy"
            onClick={() => void dispatch({ kind: 'goodsTap', product })}
          >
            立即购买
          </button>
        ) : (
          <button type="button" className="bc-goods__buy bc-goods__buy--sold-out" disabled>
            已售罄
          </button>
        )}
      </div>
    </li>
  );
}
