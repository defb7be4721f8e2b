export type { Registry } from './registry-type.tsx';
export { renderModule } from './registry-type.tsx';
export { lazyRegistry, loadRenderers } from './loaders.ts';
export { rendererSources } from './sources.ts';
export { AboveTheFold } from './above-the-fold.tsx';
export type { PageModule } from './module-props.ts';
