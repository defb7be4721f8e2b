export { Video } from './Video.tsx';
export { VideoPlayer } from './VideoPlayer.tsx';
