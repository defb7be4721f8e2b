export { Live } from './Live.tsx';
// The project screen shows its live on the same card, loading this chunk as activity pages do.
export { LiveCard } from './LiveCard.tsx';
// The live room page shows a room's status with the card's texts, from this chunk.
export { WithLiveStatus } from './WithLiveStatus.tsx';
