export { Live } from './Live.tsx';
// The project screen shows its live on the same card, loading this chunk as activity pages do.
export { LiveCard } from './LiveCard.tsx';
