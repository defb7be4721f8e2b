export { Video } from './Video.tsx';
