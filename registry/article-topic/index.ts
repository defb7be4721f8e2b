export { ArticleTopic } from './ArticleTopic.tsx';
