export type { Registry } from './registry-type.tsx';
export { renderModule } from './registry-type.tsx';
export { lazyRegistry, loadRenderers, rendererSources } from './loaders.ts';
export { AboveTheFold } from './above-the-fold.tsx';
export type { PageModule } from './module-props.ts';
