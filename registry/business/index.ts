export { BusinessList } from './BusinessList.tsx';
