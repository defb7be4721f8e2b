/** R4.01: a goods product's `productStatus`. */
export const PRODUCT_STATUS = {
  /** 1: on sale (立即购买). */
  canBuy: 1,
  /** 2: sold out (已售罄). */
  soldOut: 2,
} as const;
