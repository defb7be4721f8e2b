export { Goods } from './Goods.tsx';
// The live room shows its products on the same card, loading this chunk as activity pages do.
export { ProductCard } from './ProductCard.tsx';
