export { Goods } from './Goods.tsx';
