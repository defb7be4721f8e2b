export { Audio } from './Audio.tsx';
export { AudioPlayer } from './AudioPlayer.tsx';
