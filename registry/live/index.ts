export { Live } from './Live.tsx';
