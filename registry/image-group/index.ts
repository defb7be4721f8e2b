export { ImageGroup } from './ImageGroup.tsx';
