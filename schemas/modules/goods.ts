import type { Infer } from '../infer.ts';
import { flag, id, integer, strings, text } from '../primitives.ts';

/** One product of a goods module (spec §3 goods product info). */
export const productSchema = {
  type: 'object',
  required: ['productId'],
  properties: {
    productId: id('Product id'),
    platformId: id('Platform the product is sold on'),
    productName: text('Name'),
    productDescription: text('Description'),
    productPrice: text('Price in yuan, a decimal as text'),
    productMarketPrice: text('Market price in yuan, shown struck through when isShowMarketPrice'),
    isShowMarketPrice: flag('1 shows the market price'),
    productStatus: integer('1 can buy (立即购买), 2 sold out (已售罄)'),
    productUrl: text('Address of the product page'),
    marketTag: strings('Marketing tags'),
  },
} as const;

/** Module type 9: goods. The products come beside the config, in the module's productInfoDto. */
export const goodsModuleSchema = {
  type: 'object',
  properties: { title: text('Heading of the goods block') },
} as const;

export type Product = Infer<typeof productSchema>;
export type GoodsModuleConfig = Infer<typeof goodsModuleSchema>;
