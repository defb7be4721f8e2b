export { ProjectList } from './ProjectList.tsx';
