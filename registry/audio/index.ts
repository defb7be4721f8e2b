export { Audio } from './Audio.tsx';
